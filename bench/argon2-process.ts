import { verify } from '@node-rs/argon2';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { summarise } from './load';
import type { Round } from './rounds';

// The login row's yardstick: raw argon2id verify of a hash made with the server's parameters, in a process
// of its own started like the server (scripts/size-threadpool.cjs sizes its libuv pool the same way), with
// `concurrency` verifies in flight for `seconds`. Prints one JSON Round.
//
// Usage: node --require ./scripts/size-threadpool.cjs --import tsx bench/argon2-process.ts <concurrency> <seconds>

const PASSWORD = 'bench-password';
const concurrency = Number(process.argv[2]);
const seconds = Number(process.argv[3]);
if (!Number.isInteger(concurrency) || concurrency < 1 || !(seconds > 0)) {
  console.error('usage: argon2-process.ts <concurrency (integer >= 1)> <seconds (> 0)>');
  process.exit(2);
}

const passwordHash = await hashPassword(PASSWORD);
const latencies: number[] = [];
let errors = 0;
const started = performance.now();
const deadline = started + seconds * 1000;
const worker = async () => {
  while (performance.now() < deadline) {
    const begin = performance.now();
    if (await verify(passwordHash, PASSWORD)) latencies.push(performance.now() - begin);
    else errors++;
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
const summary = summarise(latencies, errors, elapsed);
const round: Round = {
  ok: summary.requests,
  errors: summary.errors,
  seconds: elapsed,
  p50Ms: summary.p50Ms,
  p99Ms: summary.p99Ms,
};
console.log(JSON.stringify(round));
