import { ACCESS_CODE_LENGTH, DEFAULT_DISTRIBUTION } from '@domain/constants';
import { z } from 'zod';
import { switchedOn } from './exposure';
import { DEFAULT_GATEWAY_SETTINGS } from './modules/game-sessions/settings';

// Environment variables parsed into one typed object. loadConfig is pure: secrets that
// are not set here are generated and kept by secrets.ts, so tests can build configs freely.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** json: one JSON object a line; pretty: short readable lines; auto: pretty when the output is a terminal. */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export const CLOUD_PROVIDERS = ['digitalocean', 'simulated'] as const;
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];

export interface Config {
  port: number;
  publicUrl: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /** Directory of the PGlite database and secrets.json; ':memory:' keeps everything in memory. */
  dataDir: string;
  jwtSecret?: string;
  accessCode?: string;
  gameServerToken?: string;
  /** Signs the access-gate cookie; unset: generated once and kept in secrets.json. */
  cookieSecret?: string;
  /** Trust X-Forwarded-* headers (set behind a load balancer so rate limits see client addresses). */
  trustProxy: boolean;
  discord: {
    clientId?: string;
    clientSecret?: string;
    authorizeUrl: string;
    apiUrl: string;
    /** The channel webhook league announcements are posted to; none are queued without it. */
    webhookUrl?: string;
  };
  cloud: {
    provider: CloudProvider;
    doToken?: string;
    doApiUrl: string;
    doTag: string;
    simulatedGameServers: number;
    /** How long a round of a league match lasts on the simulated game servers. */
    simulatedMatchRoundMs: number;
    /** A machine made for a match when no game server is free (MATCH_MACHINES=off: answer NO_GAME_SERVER). */
    matchMachine: { enabled: boolean; region: string; size: string; image: number | string };
  };
  /** Game-server sockets that have not said hello yet: at most this many per address and per instance. */
  helloCaps: { perAddress: number; total: number };
  /** The bearer token a Prometheus scraper sends to GET /metrics; unset: no metrics endpoint. */
  metricsToken?: string;
  /** Live-view event streams each instance holds at most per signed-in user and per client address. */
  liveStreamCaps: { perUser: number; perAddress: number };
  /** Outgoing mail: SMTP_URL (unset: each mail is written to the server log) and MAIL_FROM. */
  mail: { smtpUrl?: string; from: string };
  /** Requests per minute per address on login, register, access verify and refresh. */
  authRateLimit: number;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** Serve the API explorer (/api/docs): API_DOCS, default on except with NODE_ENV=production. */
  apiDocs: boolean;
  /** Serve the browser app's .map files: SOURCE_MAPS, default on except with NODE_ENV=production. */
  sourceMaps: boolean;
}

export const MEMORY_DATA_DIR = ':memory:';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const optionalText = z.string().optional();
const integer = (min: number, max: number, text: string) =>
  z
    .string()
    .regex(/^\d+$/, text)
    .transform(Number)
    .refine((n) => n >= min && n <= max, text);
const httpUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  )
  .transform((value) => value.replace(/\/+$/, ''));

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCORD_HOSTS = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']);
const WEBHOOK_PATH = /^\/api(\/v\d+)?\/webhooks\/\d{1,25}\/[\w-]{1,200}$/;

/** https://discord.com/api/webhooks/<id>/<token>, or http on this machine (the tests' Discord fake). */
function isDiscordWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const hostOk =
    url.protocol === 'https:'
      ? DISCORD_HOSTS.has(url.hostname) || LOCAL_HOSTS.has(url.hostname)
      : url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  return hostOk && !url.search && !url.hash && !url.username && WEBHOOK_PATH.test(url.pathname);
}

// Each variable's rule and the sentence that completes "<NAME> ...".
const rules = {
  PORT: integer(1, 65535, 'must be an integer between 1 and 65535').default(3000),
  PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ACCESS_CODE: z
    .string()
    .length(ACCESS_CODE_LENGTH, `must be exactly ${ACCESS_CODE_LENGTH} characters long`)
    .optional(),
  GAME_SERVER_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  TRUST_PROXY: z.enum(['true', 'false'], 'must be true or false').default('false'),
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  DISCORD_AUTHORIZE_URL: httpUrl.default('https://discord.com/oauth2/authorize'),
  DISCORD_API_URL: httpUrl.default('https://discord.com/api/v10'),
  DISCORD_WEBHOOK_URL: z
    .string()
    .refine(
      isDiscordWebhookUrl,
      'must be a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>)',
    )
    .optional(),
  CLOUD_PROVIDER: z.enum(CLOUD_PROVIDERS, 'must be digitalocean or simulated').default('simulated'),
  DO_TOKEN: optionalText,
  DO_API_URL: httpUrl.default('https://api.digitalocean.com'),
  DO_TAG: z
    .string()
    .regex(/^[\w:-]{1,255}$/, 'must be letters, digits, underscores, colons or dashes')
    .default('vr-paintball'),
  SIMULATED_GAME_SERVERS: integer(0, 1000, 'must be an integer between 0 and 1000').default(1),
  SIMULATED_MATCH_ROUND_MS: integer(100, 600_000, 'must be an integer between 100 and 600000').default(
    10_000,
  ),
  MATCH_MACHINES: z.enum(['on', 'off'], 'must be on or off').default('on'),
  MATCH_MACHINE_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region slug such as fra1')
    .default('fra1'),
  MATCH_MACHINE_SIZE: z
    .string()
    .regex(/^[a-z0-9-]{2,64}$/, 'must be a size slug such as s-1vcpu-2gb')
    .default('s-1vcpu-2gb'),
  MATCH_MACHINE_IMAGE: z
    .string()
    .regex(/^([1-9][0-9]{0,15}|[a-z0-9][a-z0-9.-]{1,63})$/, 'must be a snapshot id or a distribution slug')
    .default(DEFAULT_DISTRIBUTION),
  GAME_SERVER_HELLO_CAP_PER_ADDRESS: integer(1, 100_000, 'must be an integer between 1 and 100000').default(
    DEFAULT_GATEWAY_SETTINGS.maxAwaitingHelloPerAddress,
  ),
  GAME_SERVER_HELLO_CAP: integer(1, 100_000, 'must be an integer between 1 and 100000').default(
    DEFAULT_GATEWAY_SETTINGS.maxAwaitingHello,
  ),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  LIVE_STREAMS_PER_USER: integer(1, 1_000, 'must be an integer between 1 and 1000').default(6),
  LIVE_STREAMS_PER_ADDRESS: integer(1, 100_000, 'must be an integer between 1 and 100000').default(20),
  SMTP_URL: z
    .string()
    .refine(
      (value) =>
        URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && !!new URL(value).hostname,
      'must be an smtp:// or smtps:// URL (smtps://user:pass@smtp.example.com:465)',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'must be an email address, optionally as "Name <address>"',
    )
    .default('VR Paintball League <no-reply@localhost>'),
  AUTH_RATE_LIMIT: integer(1, 1_000_000, 'must be an integer between 1 and 1000000').default(20),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, `must be one of ${LOG_FORMATS.join(', ')}`).default('auto'),
  NODE_ENV: optionalText,
  API_DOCS: z.enum(['on', 'off'], 'must be on or off').optional(),
  SOURCE_MAPS: z.enum(['on', 'off'], 'must be on or off').optional(),
} as const;

const envSchema = z.object(rules);

/** Values never echoed back in an error line. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'JWT_SECRET',
  'ACCESS_CODE',
  'GAME_SERVER_TOKEN',
  'COOKIE_SECRET',
  'METRICS_TOKEN',
  'DISCORD_CLIENT_SECRET',
  'DISCORD_WEBHOOK_URL',
  'DO_TOKEN',
  'SMTP_URL',
]);

function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return '';
  return SECRET_VARIABLES.has(name) ? ` (got ${value.length} characters)` : ` (got ${JSON.stringify(value)})`;
}

/** Rules that involve more than one variable. */
function crossChecks(raw: Record<string, string>): string[] {
  const problems: string[] = [];
  if (raw.CLOUD_PROVIDER === 'digitalocean' && !raw.DO_TOKEN) {
    problems.push('Invalid configuration: DO_TOKEN is required when CLOUD_PROVIDER is digitalocean');
  }
  return problems;
}

/** Reads the known variables; empty strings count as unset, as in most .env files. */
function pickVariables(env: Env): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(rules)) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

export function loadConfig(env: Env): Config {
  const raw = pickVariables(env);
  const parsed = envSchema.safeParse(raw);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0]);
      return `Invalid configuration: ${name} ${issue.message}${describeValue(name, raw[name])}`;
    }),
    ...crossChecks(raw),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    accessCode: e.ACCESS_CODE,
    gameServerToken: e.GAME_SERVER_TOKEN,
    cookieSecret: e.COOKIE_SECRET,
    trustProxy: e.TRUST_PROXY === 'true',
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      clientSecret: e.DISCORD_CLIENT_SECRET,
      authorizeUrl: e.DISCORD_AUTHORIZE_URL,
      apiUrl: e.DISCORD_API_URL,
      webhookUrl: e.DISCORD_WEBHOOK_URL,
    },
    cloud: {
      provider: e.CLOUD_PROVIDER,
      doToken: e.DO_TOKEN,
      doApiUrl: e.DO_API_URL,
      doTag: e.DO_TAG,
      simulatedGameServers: e.SIMULATED_GAME_SERVERS,
      simulatedMatchRoundMs: e.SIMULATED_MATCH_ROUND_MS,
      matchMachine: {
        enabled: e.MATCH_MACHINES === 'on',
        region: e.MATCH_MACHINE_REGION,
        size: e.MATCH_MACHINE_SIZE,
        image: /^\d+$/.test(e.MATCH_MACHINE_IMAGE) ? Number(e.MATCH_MACHINE_IMAGE) : e.MATCH_MACHINE_IMAGE,
      },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    helloCaps: { perAddress: e.GAME_SERVER_HELLO_CAP_PER_ADDRESS, total: e.GAME_SERVER_HELLO_CAP },
    metricsToken: e.METRICS_TOKEN,
    liveStreamCaps: { perUser: e.LIVE_STREAMS_PER_USER, perAddress: e.LIVE_STREAMS_PER_ADDRESS },
    authRateLimit: e.AUTH_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    apiDocs: switchedOn(e.API_DOCS, e.NODE_ENV),
    sourceMaps: switchedOn(e.SOURCE_MAPS, e.NODE_ENV),
  };
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
