import http from 'node:http';
import { summarise } from './load';

// The outside load generator (DESIGN section 10): a process of its own, so its work is neither the
// server's nor the bare server's. node:http with keep-alive, `concurrency` connections per target, each
// sending requests back to back. The targets take turns in short rounds, so a change of load on this
// shared machine falls on both alike. Prints one JSON line: a LoadResult per target.
//
// Usage: tsx bench/load-process.ts '<json: { targets: [{ url, headers }], concurrency, rounds, roundMs }>'

interface Target {
  url: string;
  headers: Record<string, string>;
}

interface Plan {
  targets: Target[];
  concurrency: number;
  rounds: number;
  roundMs: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;

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
  agent: new http.Agent({ keepAlive: true, maxSockets: plan.concurrency }),
  latencies: [] as number[],
  errors: 0,
  seconds: 0,
}));

for (let round = 0; round < plan.rounds; round++) {
  for (const state of states) {
    const started = performance.now();
    const deadline = started + plan.roundMs;
    const worker = async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        if (await requestOnce(state.agent, state.target)) state.latencies.push(performance.now() - begin);
        else state.errors++;
      }
    };
    await Promise.all(Array.from({ length: plan.concurrency }, worker));
    state.seconds += (performance.now() - started) / 1000;
  }
}
for (const state of states) state.agent.destroy();
console.log(JSON.stringify(states.map((state) => summarise(state.latencies, state.errors, state.seconds))));
