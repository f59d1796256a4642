import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, writtenAt } from './columns';

/**
 * Access-gate passes (docs/decisions/0004-access-gate-passes.md): one random token per browser that
 * entered the code, stored as its SHA-256 only. A pass counts while its `codeFingerprint` (an HMAC of
 * the access code) is the current code's, so changing ACCESS_CODE ends every pass on every instance.
 */
export const accessPasses = pgTable(
  'access_passes',
  {
    tokenHash: text().primaryKey(),
    codeFingerprint: text().notNull(),
    createdAt: writtenAt(),
    expiresAt: instant().notNull(),
  },
  (table) => [index('access_passes_expires_idx').on(table.expiresAt)],
);
