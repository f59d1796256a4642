import { verify } from '@node-rs/argon2';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { summarise } from './load';
import type { Round } from './rounds';

// The login row's yardstick: raw argon2id verify of a hash made with the server's parameters, in a process
// of its own started like the server (scripts/size-threadpool.cjs sizes its libuv pool the same way). It
// stays up for all the rounds, so none of them pays its start: given { concurrency, seconds } by its
// parent (bench/login.ts), it keeps that many verifies in flight for that long and answers with a Round.

interface RoundRequest {
  concurrency: number;
  seconds: number;
}

const PASSWORD = 'bench-password';
const passwordHash = await hashPassword(PASSWORD);

/**
 * Counts, as wrk does, what completes within the round: verifies still running at its end are finished
 * (so that they do not spill into the next round) but not counted.
 */
async function verifyRound({ concurrency, seconds }: RoundRequest): Promise<Round> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      const matched = await verify(passwordHash, PASSWORD);
      const end = performance.now();
      if (end > deadline) break;
      if (matched) latencies.push(end - begin);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const summary = summarise(latencies, errors, seconds);
  return { ok: summary.requests, errors, seconds, p50Ms: summary.p50Ms, p99Ms: summary.p99Ms };
}

function isRoundRequest(message: unknown): message is RoundRequest {
  const { concurrency, seconds } = (message ?? {}) as Partial<RoundRequest>;
  return (
    Number.isInteger(concurrency) && (concurrency ?? 0) >= 1 && typeof seconds === 'number' && seconds > 0
  );
}

if (!process.send) throw new Error('argon2-process.ts runs as a child of the bench (child_process.fork)');
process.on('message', (message) => {
  if (!isRoundRequest(message)) throw new Error(`not a round request: ${JSON.stringify(message)}`);
  void verifyRound(message).then((round) => process.send?.(round));
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
