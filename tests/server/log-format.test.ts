import { loadConfig } from '@server/config';
import { logsPretty, prettyLogLine } from '@server/log-format';
import { startBanner } from '@server/start-banner';
import { describe, expect, it } from 'vitest';

// `npm start` in a terminal: a banner with what to open and the access code, and readable log lines; JSON
// wherever the output is not a terminal or LOG_FORMAT=json.

describe('the log format', () => {
  it('is readable on a terminal unless LOG_FORMAT=json, and JSON elsewhere unless LOG_FORMAT=pretty', () => {
    expect(logsPretty('auto', true)).toBe(true);
    expect(logsPretty('auto', false)).toBe(false);
    expect(logsPretty('json', true)).toBe(false);
    expect(logsPretty('pretty', false)).toBe(true);
  });

  it('writes a request as time, level, message, method, address, status and duration on one line', () => {
    const time = new Date(2026, 10, 28, 19, 58, 3).getTime();
    const line = prettyLogLine(
      JSON.stringify({
        level: 30,
        time,
        pid: 1,
        hostname: 'h',
        reqId: 'r1',
        res: { statusCode: 200 },
        req: { method: 'GET', url: '/api/teams' },
        responseTime: 12.4,
        msg: 'request completed',
      }),
    );
    expect(line).toBe('19:58:03 INFO  request completed  GET /api/teams 200 12 ms reqId=r1\n');
  });

  it('puts an error stack under its line, and passes through what is not JSON', () => {
    const line = prettyLogLine(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        msg: 'request failed',
        err: { stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR request failed\nError: boom\n {4}at x\n$/);
    expect(prettyLogLine('plain text')).toBe('plain text\n');
  });
});

describe('the start banner', () => {
  it('shows the address, a generated access code, the embedded database and the data directory', () => {
    const config = loadConfig({ DATA_DIR: '/srv/league', PUBLIC_URL: 'http://localhost:3000' });
    const text = startBanner(config, { code: 'T9VTPF', generated: true }).join('\n');
    expect(text).toContain('Open:        http://localhost:3000');
    expect(text).toContain('Access code: T9VTPF (generated; set ACCESS_CODE to choose one)');
    expect(text).toContain('Database:    embedded PGlite in /srv/league/pglite');
    expect(text).toContain('Data:        /srv/league (secrets.json)');
  });

  it('names PostgreSQL without its password, and does not repeat an access code the operator set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://league:s3cret@db.internal:5433/league' });
    const text = startBanner(config, { code: 'ABCDEF', generated: false }).join('\n');
    expect(text).toContain('Database:    PostgreSQL at db.internal:5433/league');
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('ABCDEF');
  });
});
