import { type AgentOptions, GameServerAgent } from './agent';

// Many agents in one process: the demo's simulated game servers (npm start) and load tests.

export interface PoolOptions extends Omit<AgentOptions, 'clientId'> {
  count: number;
  /** Client ids are `<idPrefix>` alone for one agent, `<idPrefix>-<n>` for several. */
  idPrefix: string;
  /** Spread the connections over this long so a big pool does not arrive at once. */
  rampMs?: number;
}

export interface AgentPool {
  agents: GameServerAgent[];
  stop(): Promise<void>;
}

export function startAgentPool(options: PoolOptions): AgentPool {
  const { count, idPrefix, rampMs = 0, ...agentOptions } = options;
  const agents = Array.from(
    { length: count },
    (_, index) =>
      new GameServerAgent({ ...agentOptions, clientId: count === 1 ? idPrefix : `${idPrefix}-${index + 1}` }),
  );
  const timers = agents.map((agent, index) =>
    setTimeout(() => agent.start(), count > 1 ? (rampMs * index) / count : 0),
  );
  return {
    agents,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(agents.map((agent) => agent.stop()));
    },
  };
}
