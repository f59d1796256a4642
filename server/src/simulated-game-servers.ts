// The simulated game servers (the demo's SIMULATED_GAME_SERVERS and every simulated droplet's game server)
// are the reference agent of tools/game-server-sim. Server code never imports tools/: the entry script
// (scripts/serve.ts) passes an implementation of this interface in, tests pass theirs.

/** Simulated game servers that are running; stop() disconnects them. */
export interface RunningGameServers {
  stop(): Promise<void>;
}

/** Where a simulated game server connects and how it authenticates. */
export interface GameServerConnection {
  /** The gateway's ws:// URL. */
  url: string;
  token: string;
  log: (line: string) => void;
  /** How long each round of a league match it hosts lasts (protocol 2); the agent's default otherwise. */
  roundMs?: number;
}

export interface SimulatedGameServers {
  /** One game server announcing `clientId` (and `customId`), e.g. a simulated droplet's. */
  startOne(options: GameServerConnection & { clientId: string; customId: string }): RunningGameServers;
  /** `count` game servers announcing `idPrefix` (one) or `idPrefix-<n>` (several), arriving over `rampMs`. */
  startPool(
    options: GameServerConnection & { idPrefix: string; count: number; rampMs: number },
  ): RunningGameServers;
}
