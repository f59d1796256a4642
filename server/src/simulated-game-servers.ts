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
  /**
   * How its simulated players get their personal join codes (they cannot sign in: nobody holds their
   * passwords): the server's own issue path, in this process only (decision 0032).
   */
  joinCodeFor?: (matchId: number, userId: number) => Promise<string | null>;
}

/**
 * The join-code source of the simulated game servers the server starts itself: the player's code, given
 * with every check a player's own request gets (roster, open session, the league's eligibility rule).
 */
export function simulatedPlayerCodes(issue: (userId: number, matchId: number) => Promise<{ code: string }>) {
  return async (matchId: number, userId: number): Promise<string | null> =>
    (await issue(userId, matchId)).code;
}

export interface SimulatedGameServers {
  /** One game server announcing `clientId` (and `customId`), e.g. a simulated droplet's. */
  startOne(options: GameServerConnection & { clientId: string; customId: string }): RunningGameServers;
  /** `count` game servers announcing `idPrefix` (one) or `idPrefix-<n>` (several), arriving over `rampMs`. */
  startPool(
    options: GameServerConnection & { idPrefix: string; count: number; rampMs: number },
  ): RunningGameServers;
}
