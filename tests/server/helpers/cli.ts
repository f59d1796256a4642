import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@server/app';
import { inject } from 'vitest';

const run = promisify(execFile);

/**
 * Runs `npm run admin -- <args>` as an operator would, with these settings: its exit code and output. The
 * command is server/src/cli.ts bundled once for the suite (tests/server/global-setup.ts), so a run costs
 * the command's own work rather than compiling TypeScript.
 */
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
    const { stdout } = await run(process.execPath, [inject('adminCli'), ...args], { env, cwd: REPO_ROOT });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
  }
}
