import path from 'node:path';
import type { Config } from './config';

// What someone who just typed `npm start` needs, in a box at the top of the terminal: where to open the
// league, the access code to get past the gate, and where the data lives.

function databaseInUse(config: Config): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    // Host, port and database only: never the password.
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  if (config.dataDir === ':memory:') return 'embedded PGlite, in memory (nothing is kept)';
  return `embedded PGlite in ${path.join(path.resolve(config.dataDir), 'pglite')}`;
}

/** The banner's lines; the access code only when it was generated (one set in ACCESS_CODE is known). */
export function startBanner(config: Config, access: { code: string; generated: boolean }): string[] {
  const rows: [string, string][] = [
    ['Open', config.publicUrl],
    [
      'Access code',
      access.generated
        ? `${access.code} (generated; set ACCESS_CODE to choose one)`
        : 'as set in ACCESS_CODE',
    ],
    ['Database', databaseInUse(config)],
    ['Data', config.dataDir === ':memory:' ? 'in memory' : `${path.resolve(config.dataDir)} (secrets.json)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    '',
    '  VR Paintball League is running',
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`),
    '',
  ];
}
