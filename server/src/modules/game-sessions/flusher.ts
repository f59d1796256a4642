import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { applyReports, type QueuedReport, touchConnections } from './repository';

// Writes what game servers said since the last flush in two statements, whatever their number: the
// last-seen time of every connection heard from, and the newest state report of every session. It runs
// every `intervalMs`, and `reportFlushMs` after a state report arrives when none is due sooner, so a
// report reaches the database (and the live view) within about `reportFlushMs`.

/** Hears the sessions whose `running` reports a flush just wrote (the match kick-off rule). */
export type RunningListener = (sessionIds: number[]) => Promise<unknown>;

export class Flusher {
  private seen = new Set<string>();
  private reports = new Map<number, QueuedReport>();
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reportTimer: NodeJS.Timeout | null = null;
  private reportFlushMs = 0;
  private runningListener: RunningListener | null = null;

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
        await applyReports(this.db, reports);
        await this.announceRunning(reports);
      } catch (error) {
        this.log.error({ err: error, reports: reports.length }, 'gateway flush of state reports failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
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
