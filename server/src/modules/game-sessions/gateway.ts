import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  type GameServerAuthenticator,
  type GameServerGrant,
  grantAllows,
} from '../game-servers/authenticator';
import type { LocalGateway } from './bus';
import type { CommandResult } from './commands';
import { PendingReplies } from './commands';
import { Connection } from './connection';
import { Flusher, type LivePlayersFilter, type RunningListener } from './flusher';
import { AwaitingHello, refuseUpgrade, upgradeClientAddress } from './hello-caps';
import {
  type Ack,
  CLOSE,
  type Command,
  GATEWAY_PATH,
  type Hello,
  type Inbound,
  type JoinCodeAck,
  MATCH_PROTOCOL_VERSION,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  parseInbound,
  type RedeemJoinCode,
  type ResultAck,
  type ResultReport,
  type StateReport,
} from './protocol';
import {
  connectedHolder,
  heldByNewerConnection,
  recordConnection,
  recordDisconnection,
  sessionsOfClient,
} from './repository';
import type { GatewaySettings } from './settings';

// The WebSocket endpoint game servers connect to (docs/game-server-protocol.md). It authenticates them,
// validates every frame, keeps their last-seen times and state reports flowing to the database in
// batches, and delivers commands and awaits their acks for the bus.

export interface GatewayOptions {
  db: Db;
  /** This API instance, recorded as the holder of the connections it accepts. */
  instanceId: string;
  /** Checks the secret a game server presents: the shared GAME_SERVER_TOKEN or its own credential. */
  authenticator: GameServerAuthenticator;
  settings: GatewaySettings;
  /** TRUST_PROXY: the hello caps key on the X-Forwarded-For client address. */
  trustProxy: boolean;
  log: FastifyBaseLogger;
  /** Called once a connection is accepted, so other instances can close an older one. */
  onConnected(clientId: string, socketId: string): void;
}

/**
 * Applies a game server's match result (protocol 2) and says how to ack it; set by the module that owns
 * match results (match-server), so this module does not depend on it.
 */
export type ResultHandler = (
  clientId: string,
  result: ResultReport,
) => Promise<Omit<ResultAck, 'type' | 'id'>>;

/**
 * Redeems a player's join code for a game server (protocol 2) and says how to ack it; set by the module
 * that owns join codes (match-join-codes), so this module does not depend on it.
 */
export type JoinCodeRedeemer = (
  clientId: string,
  request: RedeemJoinCode,
) => Promise<Omit<JoinCodeAck, 'type' | 'id'>>;

/** The close reason of 4009; the reference agent and the protocol read it as "do not come back". */
const REPLACED_REASON = 'replaced by a newer connection with this clientId: do not reconnect under it';

const BEARER = /^Bearer (.+)$/i;
const UNAUTHORIZED_BODY = JSON.stringify({
  success: false,
  message: 'Wrong game-server token or credential.',
  code: 'GAME_SERVER_UNAUTHORIZED',
});
/** The answer to an upgrade whose Authorization header is wrong: no socket is ever opened for it. */
const UNAUTHORIZED_UPGRADE = [
  'HTTP/1.1 401 Unauthorized',
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(UNAUTHORIZED_BODY)}`,
  'Connection: close',
  '',
  UNAUTHORIZED_BODY,
].join('\r\n');

export class Gateway implements LocalGateway {
  private readonly wss: WebSocketServer;
  private readonly byClient = new Map<string, Connection>();
  private readonly all = new Set<Connection>();
  private readonly acks = new PendingReplies<CommandResult>();
  private readonly flusher: Flusher;
  private readonly awaitingHello: AwaitingHello;
  private sweeper: NodeJS.Timeout | null = null;
  private stopping = false;
  private resultHandler: ResultHandler | null = null;
  private joinCodeRedeemer: JoinCodeRedeemer | null = null;

  constructor(private readonly options: GatewayOptions) {
    this.flusher = new Flusher(options.db, options.log);
    this.awaitingHello = new AwaitingHello(options.settings);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.settings.maxMessageBytes });
  }

  /** Takes over upgrade requests for the gateway path on `server`; other upgrades get a 404. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = (request.url ?? '/').split('?')[0];
      if (this.stopping || pathname !== GATEWAY_PATH) {
        socket.end(`HTTP/1.1 ${this.stopping ? '503 Service Unavailable' : '404 Not Found'}\r\n\r\n`);
        return;
      }
      // Capped before the upgrade, so a flood costs one refused request each, never a held socket.
      const admission = this.awaitingHello.admit(upgradeClientAddress(request, this.options.trustProxy));
      if (!admission.ok) return refuseUpgrade(socket, admission.status);
      socket.once('close', admission.release);
      // Until ws owns the socket, a reset while the credential is looked up must not go unhandled.
      const dropOnError = () => socket.destroy();
      socket.on('error', dropOnError);
      void this.authorizeUpgrade(request).then((grant) => {
        socket.off('error', dropOnError);
        if (socket.destroyed) return;
        if (grant === 'refused') socket.end(UNAUTHORIZED_UPGRADE);
        else if (this.stopping) socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
        else this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, grant, admission.release));
      });
    });
    const { settings } = this.options;
    this.flusher.start(settings.flushMs, settings.reportFlushMs);
    this.sweeper = setInterval(
      () => this.sweep(),
      Math.min(settings.heartbeatMs, settings.helloTimeoutMs) / 2,
    );
    this.sweeper.unref();
  }

  /** Who applies the results game servers send (until set, a result is acked as an internal failure). */
  handleResults(handler: ResultHandler): void {
    this.resultHandler = handler;
  }

  /** Who redeems the join codes game servers send (until set, redeeming is acked as an internal failure). */
  handleJoinCodes(redeemer: JoinCodeRedeemer): void {
    this.joinCodeRedeemer = redeemer;
  }

  /**
   * Who hears the sessions whose `running` reports were just written (match-server makes their matches Live
   * at kick-off), so this module does not depend on it.
   */
  handleRunningReports(listener: RunningListener): void {
    this.flusher.onRunning(listener);
  }

  /**
   * Who checks the players a state report lists before it is written (match-server holds the match's
   * rosters), so this module does not depend on it.
   */
  checkLivePlayersWith(filter: LivePlayersFilter): void {
    this.flusher.filterPlayersWith(filter);
  }

  get connectionCount(): number {
    return this.byClient.size;
  }

  /** Sockets on this instance that have not said hello yet (the hello caps count these). */
  get awaitingHelloCount(): number {
    return this.awaitingHello.total;
  }

  async deliver(clientId: string, command: Command, timeoutMs: number): Promise<CommandResult> {
    const connection = this.byClient.get(clientId);
    if (!connection?.open) return { outcome: 'offline' };
    const known = connection.sessions.get(command.sessionId);
    if (command.type === 'createSession')
      connection.sessions.set(command.sessionId, { status: 'Pending', lastSeq: 0 });
    else if (known) known.status = 'Not Active';
    const key = `${connection.socketId}:${command.id}`;
    connection.awaiting.add(key);
    const reply = this.acks.wait(key, timeoutMs, { outcome: 'timeout' });
    connection.send(command);
    const result = await reply;
    connection.awaiting.delete(key);
    return result;
  }

  replacedElsewhere(clientId: string, socketId: string): void {
    const connection = this.byClient.get(clientId);
    if (connection && connection.socketId !== socketId) void this.closeIfSuperseded(clientId, connection);
  }

  /**
   * Another instance announced a connection for this clientId. Announcements can arrive late: an older
   * connection's may land after a newer one said hello here. The database row, written by every hello
   * before it announces, names the newest holder, so only a connection that is no longer it is closed.
   */
  private async closeIfSuperseded(clientId: string, connection: Connection): Promise<void> {
    try {
      await connection.recorded;
      const holder = await connectedHolder(this.options.db, clientId, this.options.settings.dropAfterMs);
      if (holder?.socketId !== connection.socketId) connection.close(CLOSE.replaced, REPLACED_REASON);
    } catch (error) {
      this.options.log.warn({ err: error, clientId }, 'could not check which connection holds this clientId');
    }
  }

  async close(): Promise<void> {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    const sockets = [...this.all].map((connection) => connection.socketId);
    for (const connection of this.all) connection.close(CLOSE.goingAway, 'server shutting down');
    this.acks.settleAll({ outcome: 'offline' });
    await this.flusher.stop();
    await Promise.all(sockets.map((socketId) => this.markDisconnected(socketId)));
    for (const connection of this.all) connection.socket.terminate();
    this.wss.close();
  }

  /** Closes every connection (hello said or not) that authenticated with one of these credentials. */
  credentialsRevoked(credentialIds: readonly number[]): void {
    for (const connection of this.all) {
      const { grant } = connection;
      if (grant?.kind === 'credential' && credentialIds.includes(grant.credentialId)) {
        connection.close(CLOSE.unauthorized, 'credential revoked');
      }
    }
  }

  /**
   * The grant of an Authorization: Bearer header, checked before the upgrade so a wrong one never gets a
   * socket; null when there is no header (the hello's token decides then).
   */
  private async authorizeUpgrade(request: IncomingMessage): Promise<GameServerGrant | null | 'refused'> {
    const header = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (header === undefined) return null;
    try {
      return (await this.options.authenticator.authenticate(header)) ?? 'refused';
    } catch (error) {
      this.options.log.error({ err: error }, 'game-server credential check failed');
      return 'refused';
    }
  }

  private accept(socket: WebSocket, grant: GameServerGrant | null, helloDone: () => void): void {
    const connection = new Connection(socket, this.options.settings);
    connection.helloDone = helloDone;
    this.all.add(connection);
    connection.grant = grant;
    socket.on('message', (data: RawData, isBinary: boolean) => this.onFrame(connection, data, isBinary));
    socket.on('error', (error) => this.options.log.debug({ err: error }, 'game-server socket error'));
    socket.on('close', () => this.onClose(connection));
  }

  private onFrame(connection: Connection, data: RawData, isBinary: boolean): void {
    if (!connection.open) return;
    const refusal = this.refusal(connection, isBinary);
    if (refusal) {
      connection.close(refusal.code, refusal.reason);
      return;
    }
    const parsed = parseInbound(data.toString());
    if (!parsed.ok) {
      connection.close(CLOSE.protocolError, parsed.reason);
      return;
    }
    connection.queue = connection.queue
      .then(() => this.handle(connection, parsed.message))
      .catch((error: unknown) => {
        this.options.log.error({ err: error, clientId: connection.clientId }, 'game-server message failed');
        connection.close(CLOSE.goingAway, 'server error');
      });
  }

  private refusal(connection: Connection, isBinary: boolean) {
    if (!connection.withinRate()) return { code: CLOSE.rateLimited, reason: 'too many messages' };
    if (isBinary) return { code: CLOSE.protocolError, reason: 'binary frames are not part of the protocol' };
    return null;
  }

  private async handle(connection: Connection, message: Inbound): Promise<void> {
    if (!connection.open) return;
    if (message.type === 'hello') return this.hello(connection, message);
    if (!connection.clientId) return connection.close(CLOSE.protocolError, 'the first message must be hello');
    connection.lastMessageAt = Date.now();
    this.flusher.seenSocket(connection.socketId);
    if (message.type === 'ack') this.ack(connection, message);
    else if (message.type === 'state') this.state(connection, connection.clientId, message);
    else if (message.type === 'result') await this.result(connection, connection.clientId, message);
    else if (message.type === 'redeemJoinCode') await this.redeem(connection, connection.clientId, message);
  }

  /** A player's join code (protocol 2): redeemed once by the game server hosting its match, then acked. */
  private redeem(connection: Connection, clientId: string, request: RedeemJoinCode): Promise<void> {
    const redeemer = this.joinCodeRedeemer;
    return this.answerRequest(connection, request, redeemer && (() => redeemer(clientId, request)), {
      missing: 'join codes are not taken on this server',
      failed: 'the join code could not be checked: send it again',
      logged: { clientId, sessionId: request.sessionId, what: 'a join code' },
    });
  }

  /** A match result (protocol 2): applied once, then acked; a repeated id is acked the same way again. */
  private result(connection: Connection, clientId: string, report: ResultReport): Promise<void> {
    const handler = this.resultHandler;
    return this.answerRequest(connection, report, handler && (() => handler(clientId, report)), {
      missing: 'results are not taken on this server',
      failed: 'the result could not be recorded: send it again',
      logged: { clientId, resultId: report.id, what: 'a match result' },
    });
  }

  /**
   * Acks a protocol-2 request with its handler's answer. A protocol-1 connection sending it is closed; no
   * handler on this server, or one that fails (logged with its stack), answers `internal` so the game server
   * sends it again.
   */
  private async answerRequest<Answer extends Omit<ResultAck | JoinCodeAck, 'type' | 'id'>>(
    connection: Connection,
    request: { type: string; id: string },
    handle: (() => Promise<Answer>) | null,
    texts: { missing: string; failed: string; logged: Record<string, unknown> & { what: string } },
  ): Promise<void> {
    if (connection.protocol < MATCH_PROTOCOL_VERSION)
      return connection.close(CLOSE.protocolError, `${request.type} needs protocol 2`);
    const internal = (message: string) => ({ ok: false as const, error: 'internal' as const, message });
    let answer: Answer | ReturnType<typeof internal>;
    try {
      answer = handle ? await handle() : internal(texts.missing);
    } catch (error) {
      const { what, ...context } = texts.logged;
      this.options.log.error({ err: error, ...context }, `${what} failed`);
      answer = internal(texts.failed);
    }
    connection.send({ type: 'ack', id: request.id, ...answer });
  }

  private async hello(connection: Connection, hello: Hello): Promise<void> {
    if (connection.clientId) return connection.close(CLOSE.protocolError, 'hello was already sent');
    if (!(PROTOCOL_VERSIONS as readonly number[]).includes(hello.protocol)) {
      return connection.close(
        CLOSE.unsupportedVersion,
        `unsupported protocol version (this server speaks ${PROTOCOL_VERSIONS.join(' and ')})`,
      );
    }
    if (hello.protocol < 2 && hello.slots !== undefined) {
      return connection.close(CLOSE.protocolError, 'slots needs protocol 2');
    }
    if (!connection.grant) {
      connection.grant =
        hello.token === undefined ? null : await this.options.authenticator.authenticate(hello.token);
      if (!connection.grant) return connection.close(CLOSE.unauthorized, 'wrong token');
    }
    // A new machine's credential is bound to its clientId once the provider has answered the create; a
    // game server that boots first is told to come back rather than turned away for good.
    if (connection.grant.kind === 'credential' && connection.grant.clientId === null) {
      return connection.close(CLOSE.credentialNotReady, 'this machine is still being created; reconnect');
    }
    if (!grantAllows(connection.grant, hello.clientId)) {
      return connection.close(CLOSE.unauthorized, 'this credential is not valid for this clientId');
    }
    // The newer connection wins once: the replaced one may not take the id back by resuming.
    const { db, settings } = this.options;
    if (
      hello.resume &&
      (await heldByNewerConnection(db, hello.clientId, hello.resume.socketId, settings.dropAfterMs))
    ) {
      return connection.close(CLOSE.replaced, REPLACED_REASON);
    }
    if (!connection.open) return;
    await this.options.authenticator.used(connection.grant);
    if (!connection.open) return;
    connection.clientId = hello.clientId;
    connection.protocol = hello.protocol;
    connection.helloDone();
    connection.lastMessageAt = Date.now();
    const previous = this.byClient.get(hello.clientId);
    this.byClient.set(hello.clientId, connection);
    previous?.close(CLOSE.replaced, REPLACED_REASON);

    connection.recorded = recordConnection(db, {
      clientId: hello.clientId,
      customId: hello.customId ?? null,
      socketId: connection.socketId,
      instanceId: this.options.instanceId,
      protocol: hello.protocol,
      slots: hello.slots ?? 1,
    });
    await connection.recorded;
    const sessions = await sessionsOfClient(db, hello.clientId);
    let lastSeq = 0;
    for (const session of sessions) {
      connection.sessions.set(session.id, { status: session.status, lastSeq: session.lastSeq });
      lastSeq = Math.max(lastSeq, session.lastSeq);
    }
    connection.send({
      type: 'welcome',
      protocol: hello.protocol === 1 ? 1 : PROTOCOL_VERSION,
      socketId: connection.socketId,
      heartbeatMs: settings.heartbeatMs,
      staleAfterMs: settings.staleAfterMs,
      maxMessageBytes: settings.maxMessageBytes,
      rate: settings.rate,
      lastSeq,
      sessions: sessions.flatMap((session) =>
        session.status === 'Not Active'
          ? []
          : [{ sessionId: session.id, code: session.code, status: session.status }],
      ),
    });
    this.options.onConnected(hello.clientId, connection.socketId);
  }

  private ack(connection: Connection, ack: Ack): void {
    const key = `${connection.socketId}:${ack.id}`;
    const result: CommandResult = ack.ok
      ? { outcome: 'ok' }
      : { outcome: 'refused', error: ack.error ?? 'internal', message: ack.message };
    // An ack for a command nobody waits for (late, repeated or unknown) is ignored.
    this.acks.settle(key, result);
  }

  private state(connection: Connection, clientId: string, report: StateReport): void {
    const known = connection.sessions.get(report.sessionId);
    if (!known) {
      connection.send({
        type: 'error',
        error: 'unknown_session',
        message: 'no such session on this game server: end it',
        sessionId: report.sessionId,
      });
      return;
    }
    if (report.seq <= known.lastSeq) return;
    known.lastSeq = report.seq;
    if (known.status === 'Not Active') {
      if (report.status !== 'ended') this.resendStop(connection, report.sessionId, known);
    } else if (report.status === 'running') known.status = 'Active';
    else if (report.status === 'ended') known.status = 'Not Active';
    this.flusher.queueReport({ ...report, clientId });
  }

  /** A stopped session still reported live: the stop is sent again, at most once a heartbeat interval. */
  private resendStop(connection: Connection, sessionId: number, known: { stopSentAt?: number }): void {
    const now = Date.now();
    if (known.stopSentAt && now - known.stopSentAt < this.options.settings.heartbeatMs) return;
    known.stopSentAt = now;
    connection.send({ type: 'stopSession', id: randomUUID(), sessionId });
  }

  private onClose(connection: Connection): void {
    this.all.delete(connection);
    for (const key of connection.awaiting) this.acks.settle(key, { outcome: 'offline' });
    this.flusher.forgetSocket(connection.socketId);
    if (!connection.clientId || this.byClient.get(connection.clientId) !== connection) return;
    this.byClient.delete(connection.clientId);
    if (!this.stopping) void this.markDisconnected(connection.socketId);
  }

  private async markDisconnected(socketId: string): Promise<void> {
    try {
      await recordDisconnection(this.options.db, socketId);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not record a game-server disconnection');
    }
  }

  private sweep(): void {
    const now = Date.now();
    const { helloTimeoutMs, dropAfterMs } = this.options.settings;
    for (const connection of this.all) {
      if (!connection.clientId && now - connection.openedAt > helloTimeoutMs) {
        connection.close(CLOSE.unauthorized, 'no hello in time');
      } else if (connection.clientId && now - connection.lastMessageAt > dropAfterMs) {
        connection.close(CLOSE.silent, 'silent for too long');
      }
    }
  }
}
