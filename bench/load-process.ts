import http from 'node:http';
import { summarise } from './load';

// The paced outside load generator (DESIGN section 10), for what wrk cannot do: open loop at a fixed rate.
// A process of its own, so its work is neither the server's nor the bare server's. node:http with
// keep-alive; requests start at `perSecond` whatever the answers' speed (on up to PACED_SOCKETS
// connections), so latency figures are not flattered by a client that slows down with the server. The
// targets take turns in short rounds, so a change of load on this shared machine falls on both alike.
// Prints one JSON line: a LoadResult per target.
//
// Usage: tsx bench/load-process.ts '<json: { targets: [{ url, headers }], perSecond, rounds, roundMs }>'

interface Target {
  url: string;
  headers: Record<string, string>;
}

interface Plan {
  targets: Target[];
  perSecond: number;
  rounds: number;
  roundMs: number;
}

/** Connections a paced run may open per target: enough that the rate, not the pool, sets the pace. */
const PACED_SOCKETS = 64;

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;
if (!Array.isArray(plan.targets) || !(plan.perSecond > 0) || !(plan.rounds > 0) || !(plan.roundMs > 0)) {
  console.error('usage: load-process.ts \'{"targets":[{"url","headers"}],"perSecond","rounds","roundMs"}\'');
  process.exit(2);
}

function requestOnce(agent: http.Agent, target: Target): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(target.url, { agent, headers: target.headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
  });
}

const states = plan.targets.map((target) => ({
  target,
  agent: new http.Agent({ keepAlive: true, maxSockets: PACED_SOCKETS }),
  latencies: [] as number[],
  errors: 0,
  seconds: 0,
}));

type State = (typeof states)[number];

async function timed(state: State): Promise<void> {
  const begin = performance.now();
  if (await requestOnce(state.agent, state.target)) state.latencies.push(performance.now() - begin);
  else state.errors++;
}

async function openLoop(state: State, started: number): Promise<void> {
  const inFlight: Promise<void>[] = [];
  const total = Math.floor((plan.roundMs / 1000) * plan.perSecond);
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / plan.perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(timed(state));
  }
  await Promise.all(inFlight);
}

for (let round = 0; round < plan.rounds; round++) {
  for (const state of states) {
    const started = performance.now();
    await openLoop(state, started);
    state.seconds += (performance.now() - started) / 1000;
  }
}
for (const state of states) state.agent.destroy();
console.log(JSON.stringify(states.map((state) => summarise(state.latencies, state.errors, state.seconds))));
