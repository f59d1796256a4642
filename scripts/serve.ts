import { runServer } from '../server/src/main';
import { referenceGameServers } from '../tools/game-server-sim/simulated-game-servers';

// The server's composition root: server code does not import tools/, so the reference game server is
// passed in here as the simulated game servers (SIMULATED_GAME_SERVERS and the simulated droplets').

/** Settles once the server is listening (scripts/start.mjs then saves the bundle's code cache). */
export const started = runServer(referenceGameServers);
