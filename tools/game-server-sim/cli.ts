import { parseArgs } from 'node:util';
import { playerCodesThroughApi } from './player-codes';
import { startAgentPool } from './pool';

// `npm run game-server -- --url ws://localhost:3000/api/game-servers/ws --token ... --id sim-1
//   [--count 100] [--report-ms 1000] [--custom-id "Droplet 1"] [--max-sessions 4] [--ramp-ms 5000]
//   [--round-ms 10000] [--protocol 2] [--players players.json]`
//
// Players join its league matches only by their personal join codes. With --players (a JSON list of
// { "email", "password" } of league accounts), it plays those players: each signs in through the API (the
// gateway URL's host) and asks for their own code, which the agent then redeems.

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: process.env.GAME_SERVER_URL ?? 'ws://localhost:3000/api/game-servers/ws',
    },
    // A machine's own credential (its cloud-init's GAME_SERVER_CREDENTIAL) or the shared token.
    token: { type: 'string', default: process.env.GAME_SERVER_CREDENTIAL ?? process.env.GAME_SERVER_TOKEN },
    id: { type: 'string', default: process.env.GAME_SERVER_CLIENT_ID ?? 'sim-1' },
    'custom-id': { type: 'string' },
    count: { type: 'string', default: '1' },
    'report-ms': { type: 'string', default: '1000' },
    'max-sessions': { type: 'string', default: '4' },
    'ramp-ms': { type: 'string', default: '0' },
    'round-ms': { type: 'string', default: '10000' },
    protocol: { type: 'string', default: '2' },
    players: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a non-negative integer`);
    process.exit(2);
  }
  return value;
}

if (!values.token) {
  console.error(
    '--token (or GAME_SERVER_CREDENTIAL / GAME_SERVER_TOKEN) is required: a credential from the Game servers screen (for --id only), or the shared token from DATA_DIR/secrets.json or your environment',
  );
  process.exit(2);
}

/** The REST root on the gateway's host: ws://host/api/game-servers/ws -> http://host/api. */
function apiRootOf(gatewayUrl: string): string {
  const url = new URL(gatewayUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = '/api';
  return url.toString().replace(/\/$/, '');
}

const joinCodeFor = values.players
  ? await playerCodesThroughApi(apiRootOf(values.url), values.players).catch((error: unknown) => {
      console.error(`--players: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    })
  : undefined;

const pool = startAgentPool({
  url: values.url,
  token: values.token,
  idPrefix: values.id,
  customId: values['custom-id'],
  count: positive('count', values.count),
  reportMs: positive('report-ms', values['report-ms']),
  maxSessions: positive('max-sessions', values['max-sessions']),
  rampMs: positive('ramp-ms', values['ramp-ms']),
  roundMs: positive('round-ms', values['round-ms']),
  protocol: values.protocol === '1' ? 1 : 2,
  joinCodeFor,
  log: values.quiet ? undefined : (line) => console.error(line),
});

const status = setInterval(() => {
  const connected = pool.agents.filter((agent) => agent.connected).length;
  const sessions = pool.agents.reduce((sum, agent) => sum + agent.sessions.size, 0);
  console.log(`connected ${connected}/${pool.agents.length}, sessions ${sessions}`);
}, 10_000);

const shutdown = () => {
  clearInterval(status);
  pool.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
