// Timings and limits of the gateway (docs/game-server-protocol.md). buildApp accepts overrides so tests
// can run the same code with short intervals.

export interface GatewaySettings {
  /** How often a game server must send something (announced in welcome). */
  heartbeatMs: number;
  /** A game server silent this long is not up to date (about three missed heartbeats). */
  staleAfterMs: number;
  /** A game server silent this long leaves the connected list and its socket is closed. */
  dropAfterMs: number;
  /** How long a command waits for the game server's ack. */
  commandTimeoutMs: number;
  /** How often the latest last-seen times and state reports are written, in one statement each. */
  flushMs: number;
  /**
   * How soon after a state report arrives it is written, with every report queued by then: sooner than
   * `flushMs`, as the live view shows it only once written (decision 0018).
   */
  reportFlushMs: number;
  /** How long a new connection may take to send its hello. */
  helloTimeoutMs: number;
  /** Sockets without an accepted hello from one client address; more are refused with 429. */
  maxAwaitingHelloPerAddress: number;
  /** Sockets without an accepted hello on this instance; more are refused with 503. */
  maxAwaitingHello: number;
  maxMessageBytes: number;
  rate: { perSecond: number; burst: number };
}

export const DEFAULT_GATEWAY_SETTINGS: GatewaySettings = {
  heartbeatMs: 5_000,
  staleAfterMs: 15_000,
  dropAfterMs: 60_000,
  commandTimeoutMs: 5_000,
  flushMs: 1_000,
  reportFlushMs: 100,
  helloTimeoutMs: 10_000,
  maxAwaitingHelloPerAddress: 32,
  maxAwaitingHello: 512,
  maxMessageBytes: 64 * 1024,
  rate: { perSecond: 20, burst: 40 },
};
