import { randomUUID } from 'node:crypto';
import type { GameSessionStatus } from '@domain/api';
import type WebSocket from 'ws';
import type { GameServerGrant } from '../game-servers/authenticator';
import type { Outbound } from './protocol';
import type { GatewaySettings } from './settings';
import { TokenBucket } from './token-bucket';

// One game server's socket on this instance: who it is once it said hello, what it hosts (as far as the
// server knows), its rate budget and when it last spoke.

export interface KnownSession {
  status: GameSessionStatus;
  lastSeq: number;
  /** When a stop was last sent because the game server still reported a stopped session. */
  stopSentAt?: number;
}

export class Connection {
  readonly socketId = randomUUID();
  readonly openedAt = Date.now();
  lastMessageAt = Date.now();
  clientId: string | null = null;
  /** The protocol version its hello declared (1 until then). */
  protocol = 1;
  /** Who the presented secret lets it be: from the upgrade's Authorization header, else from hello. */
  grant: GameServerGrant | null = null;
  /** Frees this socket's place among those awaiting hello (hello-caps.ts). */
  helloDone: () => void = () => undefined;
  /** Settles once this connection is recorded as its clientId's holder in the database. */
  recorded: Promise<void> = Promise.resolve();
  readonly sessions = new Map<number, KnownSession>();
  /** Ids of commands sent on this socket and not yet acked. */
  readonly awaiting = new Set<string>();
  /** Messages are handled one after another, in order. */
  queue: Promise<void> = Promise.resolve();
  private readonly bucket: TokenBucket;

  constructor(
    readonly socket: WebSocket,
    settings: Pick<GatewaySettings, 'rate'>,
  ) {
    this.bucket = new TokenBucket(settings.rate.perSecond, settings.rate.burst);
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  withinRate(): boolean {
    return this.bucket.take();
  }

  send(message: Outbound): void {
    if (this.open) this.socket.send(JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.CLOSED || this.socket.readyState === this.socket.CLOSING)
      return;
    this.socket.close(code, reason);
    // A peer that never answers the close handshake is cut off.
    setTimeout(() => this.socket.terminate(), 2_000).unref();
  }
}
