import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { scratchRoot } from './tests/support/scratch-root';
import { WEB_MODULE_MOCKS } from './tests/web/module-mocks';
import { aliases } from './vite.config';

// Every suite's scratch files in memory when the machine has room (tests/support/scratch-root.ts). Set here,
// in Vitest's own process, so its global set-ups, its workers and the servers they start all inherit it.
const scratch = scratchRoot();
if (scratch) process.env.TMPDIR = scratch;

/** The web projects' jsdom and set-up. */
const web = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/web/setup.ts'],
  // Room for the waits of tests/web/timeouts.ts when the server tests share the machine.
  testTimeout: 45_000,
};

/**
 * A browser test's `expect.poll` waits as long as a page's action may (tests/e2e/browser.ts ACTION_TIMEOUT_MS),
 * not Vitest's 1 s: what it polls (rows after a refetch, a count through the API) comes when the loaded
 * machine gets to it, and the poll ends as soon as it does.
 */
const E2E_POLL = { timeout: 30_000 };

/** Browser files that run alone (project e2e-alone): see there. */
const E2E_ALONE = ['tests/e2e/match-server.test.ts'];

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the CPUs, so one worker on a two-CPU machine; the server
    // tests spend much of their time waiting on the database, so two workers there nearly halve the run.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'bench', include: ['tests/bench/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          ...web,
          // The screens. Their files share a worker's modules (the app, MUI, react-admin load once per
          // worker, not once per file), as web-logic's do; tests/web/setup.ts puts back what a file may
          // leave behind.
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          exclude: [...WEB_MODULE_MOCKS],
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        // Screen files that replace one of the app's modules (vi.mock) need modules of their own: in a shared
        // worker, a module another file loaded first would keep the real one.
        test: { ...web, name: 'web-mocks', include: [...WEB_MODULE_MOCKS] },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          ...web,
          // The front end's code without a screen: providers, catalogues, models. Each file is short, so
          // loading the environment and modules once per worker rather than once per file saves most
          // of their time; tests/web/setup.ts puts back what a file may leave behind.
          name: 'web-logic',
          include: ['tests/web/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own apps on its own databases, so files can share a worker: the server's
          // modules and PGlite's compiled WebAssembly are loaded once per worker, not once per file.
          isolate: false,
          // PGlite's WebAssembly on V8's baseline compiler only, as scripts/start.mjs runs it in production;
          // short-lived apps never repay the optimising compiler's work.
          execArgv: ['--liftoff-only'],
          globalSetup: ['tests/server/global-setup.ts'],
          // Passwords hashed at argon2's least cost (the file says why).
          setupFiles: ['tests/server/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...E2E_ALONE],
          environment: 'node',
          // A file in each of the run's workers at once, each against a server of its own
          // (tests/e2e/global-setup.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // What a failed test's pages showed, printed (tests/e2e/failure-report.ts).
          setupFiles: ['tests/e2e/failure-report.ts'],
          // Limits, not pauses: a test ends at its last awaited screen; tests/e2e/browser.ts ACTION_TIMEOUT_MS.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: E2E_POLL },
        },
      },
      {
        extends: true,
        test: {
          // The browser files that follow a game server's clock (a kick-off 20 s ahead, live pages that must
          // turn at it): on a loaded 2-CPU machine, beside another browser file, the live page missed its
          // turn within minutes. They run one at a time, after the rest, with the machine to themselves.
          name: 'e2e-alone',
          include: [...E2E_ALONE],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // What a failed test's pages showed, printed (tests/e2e/failure-report.ts).
          setupFiles: ['tests/e2e/failure-report.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: E2E_POLL },
        },
      },
      {
        extends: true,
        test: {
          // Deployments as an operator runs them: Debian's nginx in front of instances on PostgreSQL.
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
        },
      },
    ],
  },
});
