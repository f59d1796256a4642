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

async function verifyRound({ concurrency, seconds }: RoundRequest): Promise<Round> {
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
  return { ok: summary.requests, errors, seconds: elapsed, p50Ms: summary.p50Ms, p99Ms: summary.p99Ms };
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
