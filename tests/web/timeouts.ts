// How long the jsdom suite waits for what a screen shows. A screen's first render loads its lazy chunks
// (react-admin, the resource's pages), which takes seconds when the server tests run beside this suite on a
// two-CPU machine; a wait that fails still fails, only later.

/** The wait of every findBy and waitFor without a timeout of its own (tests/web/setup.ts). */
export const ASYNC_WAIT_MS = 10_000;

/** For the first screen of a test, which also loads the app's chunks. */
export const SLOW = { timeout: 20_000 };
