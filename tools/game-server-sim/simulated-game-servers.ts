import type { SimulatedGameServers } from '@server/simulated-game-servers';
import { GameServerAgent } from './agent';
import { startAgentPool } from './pool';

// The reference game server as the server's simulated game servers (passed in by scripts/serve.ts and tests).

export const referenceGameServers: SimulatedGameServers = {
  startOne(options) {
    const agent = new GameServerAgent(options);
    agent.start();
    return agent;
  },
  startPool: (options) => startAgentPool(options),
};
