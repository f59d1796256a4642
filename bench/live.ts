import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import WebSocket from 'ws';
import { E2E_ADMIN } from '../tests/e2e/api';
import { BENCH_GAME_SERVER_TOKEN } from './gateway';
import { LIVE_MATCHES, VIEWER_ACCOUNTS, VIEWER_PASSWORD, viewerEmail } from './live-seed';
import type { FromViewers, ToViewers, ViewerReport } from './live-viewers';
import { summarise } from './load';
import { signIn } from './teams';

// The live-view budget: LIVE_MATCHES league matches live at once on one API instance, each hosted
// by a protocol-2 game server (raw WebSockets in this process, as the gateway sees real ones) reporting
// its state every second with new player totals and, now and then, a new score; VIEWERS_PER_MATCH
// viewers per match follow it over GET /api/live from a process of their own (bench/live-viewers.ts).
// The latency of a report is the time from its game server sending it to a viewer holding it (or a
// newer one); every report sent in the window must reach every viewer of its match.

export const VIEWERS_PER_MATCH = 10;
/** What useLiveTopic waits between two reads of a changed topic (LIVE_REREAD_MIN_MS). */
const REREAD_MIN_MS = 1_000;
const REPORT_MS = 1_000;
const WARMUP_MS = 5_000;
/** After the window, how long a report may still take to reach its viewers before it counts as missed. */
const GRACE_MS = 5_000;

const wallClock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LiveResult {
  matches: number;
  viewers: number;
  /** Reports sent in the window times the viewers of their match: what had to be delivered. */
  deliveries: number;
  missed: number;
  /** Deliveries a viewer only ever saw as part of a newer report (two reports in one read). */
  superseded: number;
  p50Ms: number;
  p99Ms: number;
  reads: number;
  readErrors: number;
  stateEvents: number;
  changeEvents: number;
  drops: number;
}

interface Brief {
  id: number;
  teamA: { players: { userId: number }[] };
  teamB: { players: { userId: number }[] };
}

/** One protocol-2 game server hosting one match session; it reports when told to. */
class BenchGameServer {
  readonly socket: WebSocket;
  sessionId = 0;
  brief: Brief | null = null;
  /** sentAt[k]: when report k (players' shots = k) was sent. */
  readonly sentAt: number[] = [];
  private seq = 0;
  private reports = 0;
  private timers: NodeJS.Timeout[] = [];
  readonly welcomed: Promise<void>;

  constructor(
    url: string,
    readonly clientId: string,
  ) {
    this.socket = new WebSocket(url);
    this.welcomed = new Promise((resolve, reject) => {
      this.socket.on('error', reject);
      this.socket.on('open', () =>
        this.send({ type: 'hello', protocol: 2, token: BENCH_GAME_SERVER_TOKEN, clientId, slots: 1 }),
      );
      this.socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.type === 'welcome') {
          const heartbeatMs = Number(message.heartbeatMs) || 5_000;
          this.timers.push(setInterval(() => this.send({ type: 'heartbeat' }), heartbeatMs));
          resolve();
        } else if (message.type === 'createSession') {
          const sessionId = Number(message.sessionId);
          if (this.brief && sessionId !== this.sessionId) {
            this.send({ type: 'ack', id: message.id, ok: false, error: 'busy' });
            return;
          }
          this.sessionId = sessionId;
          this.brief = (message.match as Brief | undefined) ?? null;
          this.send({ type: 'ack', id: message.id, ok: true });
          this.report();
        } else if (message.type === 'stopSession') {
          // The league gave up on the session (its ack came too late on a busy machine): free again.
          if (Number(message.sessionId) === this.sessionId) this.brief = null;
          this.send({ type: 'ack', id: message.id, ok: true });
        } else if (message.type === 'error' && Number(message.sessionId) === this.sessionId) {
          this.brief = null;
        }
      });
    });
  }

  private send(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** The session's state now: every player has fired `reports` shots; a round falls every 8 reports. */
  private report(): void {
    if (!this.brief) return;
    const k = this.reports;
    const side = (team: 'A' | 'B', players: { userId: number }[], offset: number) =>
      players.map((player, index) => ({
        userId: player.userId,
        team,
        eliminations: Math.floor((k + index + offset) / 4),
        deaths: Math.floor((k + index) / 5),
        hits: Math.floor((k * (index + 2)) / 8),
        shots: k,
      }));
    const round = Math.floor(k / 8);
    this.seq += 1;
    this.sentAt[k] = wallClock();
    this.send({
      type: 'state',
      seq: this.seq,
      sessionId: this.sessionId,
      status: 'running',
      serverStart: null,
      slaveIp: '203.0.113.10',
      slavePort: 7000 + (this.sessionId % 1000),
      gameState: {
        mode: 'XBall',
        playerCount: this.brief.teamA.players.length + this.brief.teamB.players.length,
        // Best of 12: neither side reaches 7 within the bench.
        teamA: Math.min(6, Math.ceil(round / 2)),
        teamB: Math.min(6, Math.floor(round / 2)),
      },
      players: [...side('A', this.brief.teamA.players, 0), ...side('B', this.brief.teamB.players, 1)],
    });
    this.reports += 1;
  }

  startReporting(): void {
    // Game servers do not report in step: each starts at its own point of the second.
    const first = setTimeout(() => {
      this.report();
      this.timers.push(setInterval(() => this.report(), REPORT_MS));
    }, Math.random() * REPORT_MS);
    this.timers.push(first);
  }

  stopReporting(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  close(): void {
    this.stopReporting();
    this.socket.terminate();
  }
}

/** Starts the match's server, again when the game server's ack came too late on a busy machine. */
async function startMatchServer(baseUrl: string, token: string, matchId: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${baseUrl}/api/matches/${matchId}/server`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 201) return;
    const body = await response.text();
    if (response.status !== 504 || attempt === 5)
      throw new Error(`starting match ${matchId}: ${response.status} ${body}`);
  }
}

async function liveMatchIds(baseUrl: string, token: string): Promise<number[]> {
  const filter = encodeURIComponent(JSON.stringify({ status: 'Scheduled' }));
  const response = await fetch(`${baseUrl}/api/matches?filter=${filter}&range=[0,${LIVE_MATCHES - 1}]`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { id: number }[] };
  if (!response.ok || body.data.length !== LIVE_MATCHES)
    throw new Error(`the bench league lists ${body.data?.length} scheduled matches`);
  return body.data.map((match) => match.id);
}

function startViewers(): { child: ChildProcess; next(): Promise<FromViewers> } {
  const child = fork(join(import.meta.dirname, 'live-viewers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: FromViewers[] = [];
  const waiting: ((message: FromViewers) => void)[] = [];
  child.on('message', (message: FromViewers) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  return {
    child,
    next: () =>
      new Promise((resolve, reject) => {
        const queued = queue.shift();
        if (queued) resolve(queued);
        else {
          waiting.push(resolve);
          child.once('exit', (code) => reject(new Error(`the viewers exited with ${code}`)));
        }
      }),
  };
}

/** Each delivery's latency (ms), or null when the viewer never held that report or a newer one. */
function latencies(
  report: ViewerReport,
  servers: Map<number, BenchGameServer>,
  windowStart: number,
  windowEnd: number,
): { times: number[]; missed: number; superseded: number } {
  const times: number[] = [];
  let missed = 0;
  let superseded = 0;
  for (const viewer of report.viewers) {
    const sentAt = servers.get(viewer.matchId)?.sentAt ?? [];
    let cursor = 0;
    for (let k = 0; k < sentAt.length; k++) {
      const sent = sentAt[k]!;
      if (sent < windowStart || sent > windowEnd) continue;
      while (cursor < viewer.held.length && viewer.held[cursor]! < k) cursor += 2;
      if (cursor >= viewer.held.length) {
        missed += 1;
        continue;
      }
      if (viewer.held[cursor]! > k) superseded += 1;
      times.push(viewer.held[cursor + 1]! - sent);
    }
  }
  return { times, missed, superseded };
}

export async function measureLive(baseUrl: string, windowMs = 30_000): Promise<LiveResult> {
  const adminToken = await signIn(baseUrl, E2E_ADMIN);
  const viewerTokens: string[] = [];
  for (let index = 0; index < VIEWER_ACCOUNTS; index++)
    viewerTokens.push(
      await signIn(baseUrl, { ...E2E_ADMIN, email: viewerEmail(index), password: VIEWER_PASSWORD }),
    );
  const matchIds = await liveMatchIds(baseUrl, adminToken);

  const url = `${baseUrl.replace(/^http/, 'ws')}/api/game-servers/ws`;
  const servers: BenchGameServer[] = [];
  const viewers = startViewers();
  try {
    // Connected a few at a time: the gateway holds at most 32 sockets per address before their hello.
    // A few spare game servers stand in for any a start gave up on.
    const gameServers = LIVE_MATCHES + 10;
    for (let index = 0; index < gameServers; index += 16) {
      const batch = Array.from(
        { length: Math.min(16, gameServers - index) },
        (_, offset) => new BenchGameServer(url, `live-${index + offset}`),
      );
      servers.push(...batch);
      await Promise.all(batch.map((server) => server.welcomed));
    }
    // The league gives each match a free game server, one at a time per request.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < matchIds.length) await startMatchServer(baseUrl, adminToken, matchIds[next++]!);
      }),
    );
    const byMatch = new Map<number, BenchGameServer>();
    for (const server of servers) if (server.brief) byMatch.set(server.brief.id, server);
    if (byMatch.size !== LIVE_MATCHES) throw new Error(`${byMatch.size} matches got a game server`);

    viewers.child.send({
      type: 'start',
      config: {
        baseUrl,
        tokens: viewerTokens,
        matchIds,
        perMatch: VIEWERS_PER_MATCH,
        rereadMinMs: REREAD_MIN_MS,
      },
    } satisfies ToViewers);
    const ready = await viewers.next();
    if (ready.type !== 'ready') throw new Error('the viewers did not get ready');

    for (const server of servers) server.startReporting();
    await sleep(WARMUP_MS);
    const windowStart = wallClock();
    await sleep(windowMs);
    const windowEnd = wallClock();
    await sleep(GRACE_MS);
    for (const server of servers) server.stopReporting();
    viewers.child.send({ type: 'report' } satisfies ToViewers);
    const answer = await viewers.next();
    if (answer.type !== 'report') throw new Error('the viewers did not report');
    const report = answer.report;
    const { times, missed, superseded } = latencies(report, byMatch, windowStart, windowEnd);
    const summary = summarise(times, missed, windowMs / 1000);
    return {
      matches: LIVE_MATCHES,
      viewers: report.viewers.length,
      deliveries: times.length + missed,
      missed,
      superseded,
      p50Ms: summary.p50Ms,
      p99Ms: summary.p99Ms,
      reads: report.reads,
      readErrors: report.readErrors,
      stateEvents: report.stateEvents,
      changeEvents: report.changeEvents,
      drops: report.drops,
    };
  } finally {
    viewers.child.kill('SIGTERM');
    for (const server of servers) server.close();
  }
}
