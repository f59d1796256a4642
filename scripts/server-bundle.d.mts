import type { BuildResult } from 'esbuild';

/** Bundles `entry` (relative to the repository root) into the CommonJS file `outfile`, kept in memory. */
export function bundleServerEntry(
  entry: string,
  outfile: string,
): Promise<BuildResult<{ metafile: true; write: false }>>;
