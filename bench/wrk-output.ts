// What wrk (run with --latency) prints at the end of a run, read into numbers. wrk prints durations with a
// unit (us, ms, s, m, h), counts as plain integers, and the lines for failures only when there were some.

export interface WrkReport {
  /** Responses received, whatever their status. */
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Responses with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  non2xx: number;
  /** Connect, read, write and timeout errors: requests that got no response. */
  socketErrors: number;
  latencyMs: { p50: number; p75: number; p90: number; p99: number };
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

function durationMs(value: string, unit: string): number {
  const scale = MS_PER_UNIT[unit];
  if (scale === undefined) throw new Error(`wrk printed a duration in an unknown unit: ${value}${unit}`);
  return Number(value) * scale;
}

function match(output: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = pattern.exec(output);
  if (!found) throw new Error(`wrk's output has no ${what}:\n${output}`);
  return found;
}

function percentile(output: string, percent: number): number {
  const [, value, unit] = match(
    output,
    new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, 'm'),
    `${percent}% latency line (run it with --latency)`,
  );
  return durationMs(value!, unit!);
}

export function parseWrkOutput(output: string): WrkReport {
  const [, requests, runtime, runtimeUnit] = match(
    output,
    /^\s*(\d+) requests in ([\d.]+)(us|ms|s|m|h),/m,
    'request count',
  );
  const [, perSecond] = match(output, /^Requests\/sec:\s+([\d.]+)\s*$/m, 'Requests/sec line');
  const non2xx = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/m.exec(output);
  const socket = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/m.exec(output);
  return {
    requests: Number(requests),
    seconds: durationMs(runtime!, runtimeUnit!) / 1000,
    requestsPerSecond: Number(perSecond),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    latencyMs: {
      p50: percentile(output, 50),
      p75: percentile(output, 75),
      p90: percentile(output, 90),
      p99: percentile(output, 99),
    },
  };
}
