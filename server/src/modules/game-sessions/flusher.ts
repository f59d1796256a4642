import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { applyReports, type QueuedReport, touchConnections } from './repository';

// Writes what game servers said since the last flush in two statements, whatever their number: the
// last-seen time of every connection heard from, and the newest state report of every session. It runs
// every `intervalMs`, and `reportFlushMs` after a state report arrives when none is due sooner, so a
// report reaches the database (and the live view) within about `reportFlushMs`.

/** Hears the sessions whose `running` reports a flush just wrote (the match kick-off rule). */
export type RunningListener = (sessionIds: number[]) => Promise<unknown>;

/**
 * Checks the players of the reports that list some, and answers each report with only the players that
 * keep the rules (the match's rosters: match-server owns them).
 */
export type LivePlayersFilter = (reports: readonly QueuedReport[]) => Promise<QueuedReport[]>;

export class Flusher {
  private seen = new Set<string>();
  private reports = new Map<number, QueuedReport>();
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reportTimer: NodeJS.Timeout | null = null;
  private reportFlushMs = 0;
  private runningListener: RunningListener | null = null;
  private playersFilter: LivePlayersFilter | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs: number, reportFlushMs = intervalMs): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
    this.reportFlushMs = reportFlushMs;
  }

  /** Who hears the sessions reported `running` once their reports are written. */
  onRunning(listener: RunningListener): void {
    this.runningListener = listener;
  }

  /** Who checks the players a report lists before it is written (until set, no report keeps its players). */
  filterPlayersWith(filter: LivePlayersFilter): void {
    this.playersFilter = filter;
  }

  seenSocket(socketId: string): void {
    this.seen.add(socketId);
  }

  forgetSocket(socketId: string): void {
    this.seen.delete(socketId);
  }

  queueReport(report: QueuedReport): void {
    const queued = this.reports.get(report.sessionId);
    if (!queued || queued.seq < report.seq) this.reports.set(report.sessionId, report);
    if (this.timer && !this.reportTimer) {
      this.reportTimer = setTimeout(() => {
        this.reportTimer = null;
        void this.flush();
      }, this.reportFlushMs);
      this.reportTimer.unref();
    }
  }

  /** Writes everything queued; concurrent calls share one run, and a run never overlaps another. */
  flush(): Promise<void> {
    if (this.running) return this.running.then(() => this.flush());
    if (this.seen.size === 0 && this.reports.size === 0) return Promise.resolve();
    const seen = [...this.seen];
    const reports = [...this.reports.values()];
    this.seen = new Set();
    this.reports = new Map();
    this.running = (async () => {
      // Each statement on its own: last-seen times that fail to be written do not cost the reports.
      try {
        await touchConnections(this.db, seen);
      } catch (error) {
        this.log.error({ err: error, connections: seen.length }, 'gateway flush of last-seen times failed');
      }
      try {
        await applyReports(this.db, await this.withCheckedPlayers(reports));
        await this.announceRunning(reports);
      } catch (error) {
        this.log.error({ err: error, reports: reports.length }, 'gateway flush of state reports failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** The reports with only the players the filter keeps; without a filter, or when it fails, none. */
  private async withCheckedPlayers(reports: QueuedReport[]): Promise<QueuedReport[]> {
    if (!reports.some((report) => report.players)) return reports;
    if (this.playersFilter)
      try {
        return await this.playersFilter(reports);
      } catch (error) {
        this.log.error({ err: error, reports: reports.length }, 'checking reported players failed');
      }
    return reports.map(({ players: _, ...report }) => report);
  }

  private async announceRunning(reports: readonly QueuedReport[]): Promise<void> {
    const running = reports.filter((report) => report.status === 'running').map((report) => report.sessionId);
    if (running.length === 0 || !this.runningListener) return;
    try {
      await this.runningListener(running);
    } catch (error) {
      this.log.error({ err: error, sessions: running.length }, 'kick-off of running match sessions failed');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.timer = null;
    this.reportTimer = null;
    await this.flush();
  }
}
