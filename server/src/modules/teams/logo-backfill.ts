import type { Queryable } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type CleanLogo, cleanLogo } from '../logos/clean';
import { legacyLogosBatch, replaceLegacyLogo } from './repository';

// Teams created before logos were re-encoded hold their logo as the uploaded data URL (column "logo").
// SQL cannot decode and re-encode a PNG, so each start converts what is left, a few rows at a time: a logo
// that decodes becomes logo_png like a new upload; one that does not (it would be refused today) is dropped
// and the team shows the default shield. Safe with several instances starting at once: a row is only
// written while it still holds its data URL.

const BATCH = 20;

function cleaned(dataUrl: string): CleanLogo | null {
  try {
    return cleanLogo(dataUrl);
  } catch {
    return null;
  }
}

/** Converts every remaining legacy logo; returns how many were converted and how many dropped. */
export async function backfillLegacyLogos(
  db: Queryable,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<{ converted: number; dropped: number }> {
  const counts = { converted: 0, dropped: 0 };
  for (;;) {
    const rows = await legacyLogosBatch(db, BATCH);
    if (rows.length === 0) break;
    for (const { id, dataUrl } of rows) {
      const logo = dataUrl === null ? null : cleaned(dataUrl);
      await replaceLegacyLogo(db, id, logo);
      if (logo) counts.converted += 1;
      else {
        counts.dropped += 1;
        log.warn({ teamId: id }, 'legacy team logo does not decode as a PNG: dropped');
      }
    }
  }
  if (counts.converted + counts.dropped > 0) log.info(counts, 'legacy team logos re-encoded');
  return counts;
}
