import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@server/app';

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(REPO_ROOT, 'server', 'src', 'cli.ts');

/** Runs `npm run admin -- <args>` as an operator would, with these settings: its exit code and output. */
export async function runAdminCli(
  args: string[],
  settings: { dataDir: string; databaseUrl?: string },
): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  };
  try {
    const { stdout } = await run(TSX, [CLI, ...args], { env, cwd: REPO_ROOT });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
  }
}
