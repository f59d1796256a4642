import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@server/config';
import { resolveSecrets } from '@server/secrets';
import { describe, expect, it } from 'vitest';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      jwtSecret: undefined,
      accessCode: undefined,
      gameServerToken: undefined,
      trustProxy: false,
      discord: {
        clientId: undefined,
        clientSecret: undefined,
        authorizeUrl: 'https://discord.com/oauth2/authorize',
        apiUrl: 'https://discord.com/api/v10',
      },
      cloud: {
        provider: 'simulated',
        doToken: undefined,
        doApiUrl: 'https://api.digitalocean.com',
        doTag: 'vr-paintball',
        simulatedGameServers: 1,
        simulatedMatchRoundMs: 10_000,
        matchMachine: { enabled: true, region: 'fra1', size: 's-1vcpu-2gb', image: 'debian-12-x64' },
      },
      mail: { smtpUrl: undefined, from: 'VR Paintball League <no-reply@localhost>' },
      helloCaps: { perAddress: 32, total: 512 },
      liveStreamCaps: { perUser: 6, perAddress: 20 },
      authRateLimit: 20,
      logLevel: 'info',
      logFormat: 'auto',
      apiDocs: true,
      sourceMaps: true,
    });
  });

  it('keeps the API explorer and source maps to itself with NODE_ENV=production unless switched on', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ apiDocs: false, sourceMaps: false });
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' })).toMatchObject({
      apiDocs: true,
      sourceMaps: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', SOURCE_MAPS: 'on' })).toMatchObject({
      apiDocs: false,
      sourceMaps: true,
    });
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off', SOURCE_MAPS: 'off' })).toMatchObject({
      apiDocs: false,
      sourceMaps: false,
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ apiDocs: true, sourceMaps: true });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://league.example.com/',
      DATABASE_URL: 'postgres://app@db:5432/league',
      DATA_DIR: '/var/lib/league',
      JWT_SECRET: 'x'.repeat(32),
      ACCESS_CODE: 'PAINT1',
      GAME_SERVER_TOKEN: 'g'.repeat(24),
      TRUST_PROXY: 'true',
      DISCORD_CLIENT_ID: 'client',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_AUTHORIZE_URL: 'http://127.0.0.1:9000/authorize',
      DISCORD_API_URL: 'http://127.0.0.1:9000/api',
      CLOUD_PROVIDER: 'digitalocean',
      DO_TOKEN: 'do-token',
      DO_API_URL: 'http://127.0.0.1:9001',
      DO_TAG: 'league-test',
      SIMULATED_GAME_SERVERS: '0',
      SIMULATED_MATCH_ROUND_MS: '500',
      MATCH_MACHINES: 'off',
      MATCH_MACHINE_REGION: 'ams3',
      MATCH_MACHINE_SIZE: 's-2vcpu-4gb',
      MATCH_MACHINE_IMAGE: '170000002',
      GAME_SERVER_HELLO_CAP_PER_ADDRESS: '4',
      GAME_SERVER_HELLO_CAP: '64',
      LIVE_STREAMS_PER_USER: '3',
      LIVE_STREAMS_PER_ADDRESS: '40',
      AUTH_RATE_LIMIT: '5',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Paint League <league@example.com>',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://league.example.com',
      databaseUrl: 'postgres://app@db:5432/league',
      dataDir: '/var/lib/league',
      accessCode: 'PAINT1',
      trustProxy: true,
      discord: { clientId: 'client', clientSecret: 'secret', apiUrl: 'http://127.0.0.1:9000/api' },
      cloud: {
        provider: 'digitalocean',
        doToken: 'do-token',
        doTag: 'league-test',
        simulatedGameServers: 0,
        simulatedMatchRoundMs: 500,
        matchMachine: { enabled: false, region: 'ams3', size: 's-2vcpu-4gb', image: 170_000_002 },
      },
      mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'Paint League <league@example.com>' },
      helloCaps: { perAddress: 4, total: 64 },
      liveStreamCaps: { perUser: 3, perAddress: 40 },
      authRateLimit: 5,
      logLevel: 'debug',
      logFormat: 'json',
    });
  });

  it('treats empty values as unset and derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000', ACCESS_CODE: '', DATABASE_URL: '  ' })).toMatchObject({
      publicUrl: 'http://localhost:4000',
      accessCode: undefined,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")'],
    ['PORT', '70000', 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")'],
    [
      'PUBLIC_URL',
      'league.example.com',
      'Invalid configuration: PUBLIC_URL must be an http(s) URL (got "league.example.com")',
    ],
    [
      'DATABASE_URL',
      'mysql://db/x',
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got 12 characters)',
    ],
    [
      'JWT_SECRET',
      'short',
      'Invalid configuration: JWT_SECRET must be at least 32 characters long (got 5 characters)',
    ],
    [
      'ACCESS_CODE',
      '1234567',
      'Invalid configuration: ACCESS_CODE must be exactly 6 characters long (got 7 characters)',
    ],
    [
      'GAME_SERVER_TOKEN',
      'tiny',
      'Invalid configuration: GAME_SERVER_TOKEN must be at least 16 characters long (got 4 characters)',
    ],
    ['TRUST_PROXY', 'yes', 'Invalid configuration: TRUST_PROXY must be true or false (got "yes")'],
    ['API_DOCS', 'true', 'Invalid configuration: API_DOCS must be on or off (got "true")'],
    ['SOURCE_MAPS', '1', 'Invalid configuration: SOURCE_MAPS must be on or off (got "1")'],
    [
      'DISCORD_AUTHORIZE_URL',
      'discord',
      'Invalid configuration: DISCORD_AUTHORIZE_URL must be an http(s) URL (got "discord")',
    ],
    [
      'DISCORD_API_URL',
      'ftp://x',
      'Invalid configuration: DISCORD_API_URL must be an http(s) URL (got "ftp://x")',
    ],
    [
      'CLOUD_PROVIDER',
      'aws',
      'Invalid configuration: CLOUD_PROVIDER must be digitalocean or simulated (got "aws")',
    ],
    ['DO_API_URL', 'nope', 'Invalid configuration: DO_API_URL must be an http(s) URL (got "nope")'],
    [
      'DO_TAG',
      'bad tag',
      'Invalid configuration: DO_TAG must be letters, digits, underscores, colons or dashes (got "bad tag")',
    ],
    [
      'SIMULATED_GAME_SERVERS',
      '-1',
      'Invalid configuration: SIMULATED_GAME_SERVERS must be an integer between 0 and 1000 (got "-1")',
    ],
    [
      'SIMULATED_MATCH_ROUND_MS',
      '50',
      'Invalid configuration: SIMULATED_MATCH_ROUND_MS must be an integer between 100 and 600000 (got "50")',
    ],
    [
      'GAME_SERVER_HELLO_CAP_PER_ADDRESS',
      '0',
      'Invalid configuration: GAME_SERVER_HELLO_CAP_PER_ADDRESS must be an integer between 1 and 100000 (got "0")',
    ],
    [
      'GAME_SERVER_HELLO_CAP',
      'lots',
      'Invalid configuration: GAME_SERVER_HELLO_CAP must be an integer between 1 and 100000 (got "lots")',
    ],
    [
      'COOKIE_SECRET',
      'short',
      'Invalid configuration: COOKIE_SECRET must be at least 32 characters long (got 5 characters)',
    ],
    [
      'LIVE_STREAMS_PER_USER',
      '0',
      'Invalid configuration: LIVE_STREAMS_PER_USER must be an integer between 1 and 1000 (got "0")',
    ],
    [
      'LIVE_STREAMS_PER_ADDRESS',
      'many',
      'Invalid configuration: LIVE_STREAMS_PER_ADDRESS must be an integer between 1 and 100000 (got "many")',
    ],
    [
      'AUTH_RATE_LIMIT',
      '0',
      'Invalid configuration: AUTH_RATE_LIMIT must be an integer between 1 and 1000000 (got "0")',
    ],
    [
      'LOG_FORMAT',
      'fancy',
      'Invalid configuration: LOG_FORMAT must be one of auto, json, pretty (got "fancy")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      'SMTP_URL',
      'https://smtp.example.com',
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL (smtps://user:pass@smtp.example.com:465) (got 24 characters)',
    ],
    [
      'MAIL_FROM',
      'league at example',
      'Invalid configuration: MAIL_FROM must be an email address, optionally as "Name <address>" (got "league at example")',
    ],
    ['MATCH_MACHINES', 'yes', 'Invalid configuration: MATCH_MACHINES must be on or off (got "yes")'],
    [
      'MATCH_MACHINE_REGION',
      'Frankfurt 1',
      'Invalid configuration: MATCH_MACHINE_REGION must be a region slug such as fra1 (got "Frankfurt 1")',
    ],
    [
      'MATCH_MACHINE_IMAGE',
      '-1',
      'Invalid configuration: MATCH_MACHINE_IMAGE must be a snapshot id or a distribution slug (got "-1")',
    ],
  ])('refuses a bad %s with one clear line', (name, value, line) => {
    expect(problemsOf({ [name]: value })).toEqual([line]);
  });

  it('requires DO_TOKEN for the digitalocean provider', () => {
    expect(problemsOf({ CLOUD_PROVIDER: 'digitalocean' })).toEqual([
      'Invalid configuration: DO_TOKEN is required when CLOUD_PROVIDER is digitalocean',
    ]);
  });

  it('reports every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'y', CLOUD_PROVIDER: 'digitalocean' })).toHaveLength(3);
  });
});

describe('resolveSecrets', () => {
  it('generates missing secrets once and keeps them in DATA_DIR/secrets.json', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vrpl-secrets-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = await resolveSecrets(config);
      expect(first.accessCode).toMatch(/^[A-Z2-9]{6}$/);
      expect(first.accessCodeGenerated).toBe(true);
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      const second = await resolveSecrets(config);
      expect(second).toEqual(first);
      const stored = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
      expect(stored.accessCode).toBe(first.accessCode);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('prefers the environment and never writes secrets for an in-memory data directory', async () => {
    const secrets = await resolveSecrets(
      loadConfig({
        DATA_DIR: ':memory:',
        ACCESS_CODE: 'PAINT1',
        JWT_SECRET: 'j'.repeat(40),
        COOKIE_SECRET: 'c'.repeat(40),
      }),
    );
    expect(secrets).toMatchObject({
      accessCode: 'PAINT1',
      jwtSecret: 'j'.repeat(40),
      cookieSecret: 'c'.repeat(40),
      accessCodeGenerated: false,
    });
  });
});
