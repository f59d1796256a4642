import type { LogFormat } from './config';

// Log lines for a person at a terminal: the time, the level, the message and its details on one short line,
// a stack under it. Anything that is not a terminal (a file, a supervisor, a log shipper) gets pino's JSON.

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that get their own place on it. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'req', 'res', 'responseTime']);

/** Whether this start logs readable lines: LOG_FORMAT=pretty, or auto on a terminal. */
export function logsPretty(format: LogFormat, isTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

function detail(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One pino JSON line as "19:58:03 INFO  request completed  GET /api/teams 200 12 ms reqId=…". */
export function prettyLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const parts = [
    req ? `${req.method} ${req.url}` : null,
    res?.statusCode ? String(res.statusCode) : null,
    typeof entry.responseTime === 'number' ? `${Math.round(entry.responseTime)} ms` : null,
    ...Object.entries(entry)
      .filter(([key]) => !SHOWN_APART.has(key))
      .map(([key, value]) => `${key}=${detail(value)}`),
  ].filter((part) => part !== null);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `${err.stack ?? err.message}\n` : '';
  return `${time} ${level} ${entry.msg ?? ''}${parts.length > 0 ? `  ${parts.join(' ')}` : ''}\n${stack}`;
}

/** A pino destination writing readable lines to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream): { write: (line: string) => void } {
  return { write: (line) => out.write(prettyLogLine(line)) };
}
