import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { type MatchBrief, MatchPlay } from './match-play';

// The reference game server (docs/game-server-protocol.md): connects, says hello, sends heartbeats,
// answers commands (repeated command ids get the same ack), hosts sessions whose players join and leave
// and whose scores change, reports full snapshots with an increasing seq, and reconnects with
// exponential back-off and jitter, resuming its sessions. With protocol 2 (the default) it also plays the
// league matches it is given (match-play.ts), reporting live player stats, then sends the final result
// again every report until the league acks it, and ends the session. A match session is a lobby (reported
// `starting`: players may join, nothing is played) until the match's kick-off (`match.startsAt`); it runs
// and plays from then, or at once when kick-off has passed. Players join a match only by their personal
// join codes, which the agent redeems with the league (redeemJoinCode); its simulated players get theirs
// from `joinCodeFor`, as the players they stand for would (without it, nobody joins its matches).

export interface AgentOptions {
  url: string;
  token: string;
  clientId: string;
  customId?: string;
  /** How often hosted sessions are simulated and reported. */
  reportMs?: number;
  /** Sessions hosted at once; a create beyond it is refused as busy. */
  maxSessions?: number;
  /** Time from createSession to the session running. */
  startMs?: number;
  /** 2 (default) hosts league matches; 1 speaks the first version (plain sessions only). */
  protocol?: 1 | 2;
  /** How long each round of a match lasts. */
  roundMs?: number;
  /**
   * How a simulated player (a rostered user) gets their personal join code for a match; null when they
   * cannot have one. Each code the agent gets, it redeems for the player's seat.
   */
  joinCodeFor?: JoinCodeSource;
  /**
   * The game server's clock, in ms since the epoch (Date.now by default). Kick-offs and rounds are timed by
   * it; a clock moved past a kick-off starts that match's session at the next report, so a test can move
   * it there instead of waiting.
   */
  now?: () => number;
  log?: (line: string) => void;
}

export type JoinCodeSource = (matchId: number, userId: number) => Promise<string | null>;

/** How many times a simulated player asks for their code (the league may not have the session yet). */
const CODE_ATTEMPTS = 5;
const CODE_RETRY_MS = 1_000;

type Json = Record<string, unknown>;

interface HostedSession {
  sessionId: number;
  code: string;
  mode: string;
  status: 'starting' | 'running';
  /** When a `starting` session runs, by the agent's clock: at kick-off for a match. */
  runsAt: number;
  serverStart: string;
  slavePort: number;
  playerCount: number;
  teamA: number;
  teamB: number;
  /** A league match this session hosts (protocol 2). */
  match?: MatchPlay;
}

/**
 * Close codes after which reconnecting cannot help: 4001 (token), 4003 (version) and 4009 (another game
 * server took over this clientId; coming back under it would take it from that one again).
 */
const FATAL_CLOSES = new Set([4001, 4003, 4009]);
const MAX_PLAYERS = 10;
const REMEMBERED_ACKS = 256;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The longest delay a Node timer keeps: a longer one fires at once (after 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs `fn` at `time` (ms since the epoch by `now`), however far off: a kick-off weeks away is waited for
 * in steps.
 */
function runAt(time: number, now: () => number, fn: () => void): void {
  const wait = time - now();
  if (wait <= 0) {
    setTimeout(fn, 0).unref();
    return;
  }
  setTimeout(() => (now() >= time ? fn() : runAt(time, now, fn)), Math.min(wait, MAX_TIMER_MS)).unref();
}

export class GameServerAgent {
  readonly sessions = new Map<number, HostedSession>();
  readonly stats = { connects: 0, commands: 0, reports: 0, closes: [] as number[] };
  private socket: WebSocket | null = null;
  private socketId: string | null = null;
  private seq = 0;
  private attempt = 0;
  private stopped = false;
  private welcomed = false;
  private timers: NodeJS.Timeout[] = [];
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly acks = new Map<string, Json>();
  /** Join codes sent for redeeming and not answered yet: the session each is for. */
  private readonly redeeming = new Map<string, number>();
  private readonly options: Required<Omit<AgentOptions, 'customId' | 'joinCodeFor'>> &
    Pick<AgentOptions, 'customId' | 'joinCodeFor'>;
  private readonly now: () => number;

  constructor(options: AgentOptions) {
    this.options = {
      reportMs: 1_000,
      maxSessions: 4,
      startMs: 300,
      protocol: 2,
      roundMs: 10_000,
      now: Date.now,
      log: () => undefined,
      ...options,
    };
    this.now = this.options.now;
  }

  get connected(): boolean {
    return this.welcomed && this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.clearTimers();
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close(1000, 'agent stopping');
      setTimeout(() => {
        socket.terminate();
        resolve();
      }, 1_000).unref();
    });
  }

  private connect(): void {
    const { url, token, clientId, customId } = this.options;
    const socket = new WebSocket(url);
    this.socket = socket;
    this.welcomed = false;
    socket.on('open', () => {
      this.stats.connects += 1;
      const resume = this.socketId ? { resume: { socketId: this.socketId } } : {};
      this.send({
        type: 'hello',
        protocol: this.options.protocol,
        token,
        clientId,
        ...(this.options.protocol === 2 ? { slots: this.options.maxSessions } : {}),
        ...(customId ? { customId } : {}),
        ...resume,
      });
    });
    socket.on('message', (data) => this.onMessage(data.toString()));
    socket.on('error', (error) => this.options.log(`${clientId}: ${error.message}`));
    socket.on('close', (code, reason) => this.onClose(code, reason.toString()));
  }

  private onClose(code: number, reason: string): void {
    this.clearTimers();
    this.welcomed = false;
    this.stats.closes.push(code);
    if (this.stopped) return;
    if (FATAL_CLOSES.has(code)) {
      this.options.log(`${this.options.clientId}: closed ${code} (${reason}); not reconnecting`);
      return;
    }
    // Full jitter: a random wait up to min(30 s, 0.5 s * 2^attempt), so a fleet does not return at once.
    const ceiling = Math.min(30_000, 500 * 2 ** this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), Math.random() * ceiling);
  }

  private onMessage(text: string): void {
    let message: Json;
    try {
      message = JSON.parse(text) as Json;
    } catch {
      return;
    }
    if (message.type === 'welcome') this.onWelcome(message);
    else if (message.type === 'createSession' || message.type === 'stopSession') this.onCommand(message);
    else if (message.type === 'ack' && this.redeeming.has(str(message.id))) this.onJoinCodeAck(message);
    else if (message.type === 'ack') this.onResultAck(message);
    else if (message.type === 'error' && message.error === 'unknown_session') {
      this.sessions.delete(num(message.sessionId));
    }
  }

  private onWelcome(welcome: Json): void {
    this.welcomed = true;
    this.attempt = 0;
    this.socketId = str(welcome.socketId);
    this.seq = Math.max(this.seq, num(welcome.lastSeq));
    // Sessions the server believes live but this process does not host are reported ended.
    const listed = Array.isArray(welcome.sessions) ? (welcome.sessions as Json[]) : [];
    for (const entry of listed) {
      const sessionId = num(entry.sessionId);
      if (!this.sessions.has(sessionId)) this.reportEnded(sessionId);
    }
    for (const session of this.sessions.values()) this.report(session);
    const heartbeatMs = num(welcome.heartbeatMs) || 5_000;
    this.timers.push(setInterval(() => this.send({ type: 'heartbeat' }), heartbeatMs));
    this.timers.push(setInterval(() => this.tick(), this.options.reportMs));
  }

  private onCommand(command: Json): void {
    this.stats.commands += 1;
    const id = str(command.id);
    const known = this.acks.get(id);
    if (known) {
      this.send(known);
      return;
    }
    const ack =
      command.type === 'createSession' ? this.create(command) : this.stopSession(num(command.sessionId));
    const answer = { type: 'ack', id, ...ack };
    this.acks.set(id, answer);
    if (this.acks.size > REMEMBERED_ACKS) this.acks.delete(this.acks.keys().next().value ?? '');
    this.send(answer);
  }

  /** The league's answer to a match result: the match is over either way (a refusal is logged). */
  private onResultAck(ack: Json): void {
    const session = [...this.sessions.values()].find((s) => s.match?.resultId === ack.id);
    if (!session) return;
    if (ack.ok !== true) this.options.log(`${this.options.clientId}: result refused: ${str(ack.message)}`);
    this.sessions.delete(session.sessionId);
    this.reportEnded(session.sessionId);
  }

  /** The league's answer to a join code: an accepted one seats the player it names on their side. */
  private onJoinCodeAck(ack: Json): void {
    const sessionId = this.redeeming.get(str(ack.id)) ?? 0;
    this.redeeming.delete(str(ack.id));
    const player = (ack.player ?? {}) as Json;
    const team = player.team === 'A' || player.team === 'B' ? player.team : null;
    if (ack.ok !== true || !team) {
      this.options.log(`${this.options.clientId}: join code refused: ${str(ack.message)}`);
      return;
    }
    this.sessions.get(sessionId)?.match?.seat(num(player.userId), team);
  }

  /** Each rostered player of the match gets their join code and types it in: the agent redeems it. */
  private async admitPlayers(sessionId: number, brief: MatchBrief): Promise<void> {
    const source = this.options.joinCodeFor;
    if (!source) return;
    const players = [...brief.teamA.players, ...brief.teamB.players];
    await Promise.all(
      players.map(async ({ userId }) => {
        const code = await this.askForCode(source, brief.id, userId);
        if (code === null || !this.sessions.has(sessionId)) return;
        const id = randomUUID();
        this.redeeming.set(id, sessionId);
        this.send({ type: 'redeemJoinCode', id, sessionId, code });
      }),
    );
  }

  private async askForCode(source: JoinCodeSource, matchId: number, userId: number): Promise<string | null> {
    for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt += 1) {
      try {
        return await source(matchId, userId);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.log(`${this.options.clientId}: no join code for player ${userId}: ${reason}`);
        await new Promise((resolve) => setTimeout(resolve, CODE_RETRY_MS).unref());
      }
    }
    return null;
  }

  private create(command: Json): Json {
    const sessionId = num(command.sessionId);
    const code = str(command.code);
    if (this.sessions.has(sessionId)) return { ok: true };
    const brief = command.match as MatchBrief | undefined;
    if (brief && brief.teamA.players.length + brief.teamB.players.length === 0)
      return { ok: false, error: 'invalid', message: 'neither team has players' };
    if (this.sessions.size >= this.options.maxSessions) return { ok: false, error: 'busy' };
    if ([...this.sessions.values()].some((s) => s.code === code)) return { ok: false, error: 'code_in_use' };
    const match = brief ? new MatchPlay(brief, this.options.roundMs, this.now) : undefined;
    const lobbyMs = match ? match.untilKickOff() : 0;
    const session: HostedSession = {
      sessionId,
      code,
      mode: str(command.mode) || 'XBall',
      status: 'starting',
      runsAt: this.now() + Math.max(this.options.startMs, lobbyMs),
      serverStart: new Date(this.now()).toISOString(),
      slavePort: 7000 + (sessionId % 1000),
      playerCount: 0,
      teamA: 0,
      teamB: 0,
      ...(match ? { match } : {}),
    };
    this.sessions.set(sessionId, session);
    runAt(session.runsAt, this.now, () => this.run(session));
    queueMicrotask(() => this.report(session));
    // After the ack is on its way: the league gives codes for a session it knows is open.
    if (brief) setTimeout(() => void this.admitPlayers(sessionId, brief), 0).unref();
    return { ok: true };
  }

  /** A starting session runs (once, while it is still hosted): a match is played from now. */
  private run(session: HostedSession): void {
    if (this.sessions.get(session.sessionId) !== session || session.status === 'running') return;
    session.status = 'running';
    session.match?.kickOff();
    this.report(session);
  }

  private stopSession(sessionId: number): Json {
    const session = this.sessions.get(sessionId);
    if (session) {
      this.sessions.delete(sessionId);
      this.reportEnded(sessionId);
    }
    return { ok: true };
  }

  /** One simulation step: a player may join or leave, a team may score; then every session reports. */
  private tick(): void {
    for (const session of this.sessions.values()) {
      if (session.status === 'starting' && this.now() >= session.runsAt) this.run(session);
      if (session.status !== 'running') {
        // A match's lobby is reported while it waits for kick-off, so the league sees it is alive.
        if (session.match) this.report(session);
        continue;
      }
      if (session.match) {
        this.playMatch(session, session.match);
        continue;
      }
      const roll = Math.random();
      if (roll < 0.3 && session.playerCount < MAX_PLAYERS) session.playerCount += 1;
      else if (roll < 0.4 && session.playerCount > 0) session.playerCount -= 1;
      if (session.playerCount >= 2 && Math.random() < 0.2) {
        if (Math.random() < 0.5) session.teamA += 1;
        else session.teamB += 1;
      }
      this.report(session);
    }
  }

  /** A match step: play on, report the live state; once over, (re)send the result until it is acked. */
  private playMatch(session: HostedSession, match: MatchPlay): void {
    match.advance();
    session.teamA = match.teamA;
    session.teamB = match.teamB;
    session.playerCount = match.players.length;
    this.report(session);
    if (match.finished && this.connected) {
      this.seq += 1;
      this.send(match.result(session.sessionId, this.seq));
    }
  }

  private report(session: HostedSession): void {
    this.sendState(session.sessionId, session.status, session, session.match?.players);
  }

  private reportEnded(sessionId: number): void {
    this.sendState(sessionId, 'ended', { mode: 'XBall', playerCount: 0, teamA: 0, teamB: 0 });
  }

  private sendState(
    sessionId: number,
    status: string,
    state: {
      mode: string;
      playerCount: number;
      teamA: number;
      teamB: number;
      serverStart?: string;
      slavePort?: number;
    },
    players?: MatchPlay['players'],
  ): void {
    if (!this.connected) return;
    this.seq += 1;
    this.stats.reports += 1;
    this.send({
      type: 'state',
      seq: this.seq,
      sessionId,
      status,
      serverStart: state.serverStart ?? null,
      slaveIp: state.slavePort ? '203.0.113.10' : null,
      slavePort: state.slavePort ?? null,
      gameState: { mode: state.mode, playerCount: state.playerCount, teamA: state.teamA, teamB: state.teamB },
      ...(players ? { players } : {}),
    });
  }

  private send(message: Json): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}
