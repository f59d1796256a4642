import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCESS_CODE_LENGTH } from '@domain/constants';
import { z } from 'zod';
import { type Config, MEMORY_DATA_DIR } from './config';

// Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json, so restarts
// keep sessions, the access code and the game-server token.

export interface Secrets {
  jwtSecret: string;
  accessCode: string;
  gameServerToken: string;
  cookieSecret: string;
  /** True when the access code comes from secrets.json, so the start-up log must show it. */
  accessCodeGenerated: boolean;
}

const storedSchema = z
  .object({
    jwtSecret: z.string().min(32),
    accessCode: z.string().length(ACCESS_CODE_LENGTH),
    gameServerToken: z.string().min(16),
    cookieSecret: z.string().min(32),
  })
  .partial();
type Stored = z.infer<typeof storedSchema>;

// No 0/O or 1/I/L: the code is read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateAccessCode(): string {
  return Array.from(
    { length: ACCESS_CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
}

const randomSecret = () => randomBytes(32).toString('base64url');

export function secretsFile(config: Pick<Config, 'dataDir'>): string | null {
  return config.dataDir === MEMORY_DATA_DIR ? null : path.resolve(config.dataDir, 'secrets.json');
}

async function readStored(file: string): Promise<Stored> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed = storedSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid secrets file: fix or delete it`);
  return parsed.data;
}

async function writeStored(file: string, stored: Stored): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

export async function resolveSecrets(config: Config): Promise<Secrets> {
  const file = secretsFile(config);
  const stored = file ? await readStored(file) : {};
  const kept: Stored = {
    jwtSecret: config.jwtSecret ? stored.jwtSecret : (stored.jwtSecret ?? randomSecret()),
    accessCode: config.accessCode ? stored.accessCode : (stored.accessCode ?? generateAccessCode()),
    gameServerToken: config.gameServerToken
      ? stored.gameServerToken
      : (stored.gameServerToken ?? randomSecret()),
    cookieSecret: config.cookieSecret ? stored.cookieSecret : (stored.cookieSecret ?? randomSecret()),
  };
  const changed = (Object.keys(kept) as (keyof Stored)[]).some((key) => kept[key] !== stored[key]);
  if (file && changed) await writeStored(file, kept);
  return {
    jwtSecret: config.jwtSecret ?? kept.jwtSecret!,
    accessCode: config.accessCode ?? kept.accessCode!,
    gameServerToken: config.gameServerToken ?? kept.gameServerToken!,
    cookieSecret: config.cookieSecret ?? kept.cookieSecret!,
    accessCodeGenerated: !config.accessCode,
  };
}
