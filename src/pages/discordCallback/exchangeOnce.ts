// An authorization code works once. React may mount the callback screen twice (StrictMode, a Suspense
// retry), so both mounts share the one exchange of a code.
const exchanges = new Map<string, Promise<void>>();

export function exchangeOnce(code: string, exchange: () => Promise<void>): Promise<void> {
  let running = exchanges.get(code);
  if (!running) {
    running = exchange();
    exchanges.set(code, running);
  }
  return running;
}
