import { createInterface } from 'node:readline';
import { DataDirInUseError, lockDataDir } from '@server/db/data-dir-lock';

// One of several processes racing for the same data directory's lock (data-dir-lock.test.ts). It prints
// `ready` once loaded, then reads one round start time a line from stdin. For each round it tries to lock
// at that very moment and prints the outcome; a lock it got it holds for `hold` ms, releases, and says
// `released`. A contender that reaches a round too late to race (a loaded machine kept it off the CPU)
// says so and sits the round out: the winner may already have released the lock.
// Usage: tsx lock-contender.ts <pglite directory> <hold ms> (the test runs it bundled, with node)

const [directory, hold] = process.argv.slice(2);
const holdMs = Number(hold);

async function at(time: number): Promise<void> {
  const wait = time - Date.now() - 20;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  while (Date.now() < time) {
    // The last milliseconds spin, so every contender starts at the same moment.
  }
}

console.log('ready');
let round = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const start = Number(line);
  if (Number.isFinite(start)) {
    await at(start);
    if (Date.now() - start > holdMs / 2) {
      console.log(`${round} late ${process.pid}`);
    } else {
      try {
        const lock = await lockDataDir(directory!);
        console.log(`${round} locked ${process.pid}`);
        await at(start + holdMs);
        await lock.release();
        console.log(`${round} released ${process.pid}`);
      } catch (error) {
        if (error instanceof DataDirInUseError) console.log(`${round} in-use ${error.holderPid}`);
        else console.log(`${round} error ${(error as Error).message}`);
      }
    }
  }
  round += 1;
}
