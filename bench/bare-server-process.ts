import { spawn } from 'node:child_process';
import { join } from 'node:path';

// Starts bench/bare-server.ts in its own process: the yardstick route the API is compared with.

export interface BareServer {
  baseUrl: string;
  stop(): void;
}

/** A bare Fastify server answering GET `path` with the JSON in `bodyFile`. */
export function startBareServer(bodyFile: string, path: string): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), bodyFile, path],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ baseUrl: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill('SIGTERM') }),
    );
  });
}
