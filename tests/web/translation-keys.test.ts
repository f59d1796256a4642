import { publicCatalogue } from '@domain/i18n/public';
import { MATCH_STAGES, MATCH_STATUSES } from '@domain/matches';
import { beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '@/i18n';
import { SESSION_COLUMNS } from '@/resources/game-sessions/sessionColumns';
import { keysOf, subtreesOf } from './helpers/catalogueKeys';
import { findKeyUses, type KeyUse } from './helpers/translationKeyUses';

/** Scanning the source with the TypeScript checker takes a while on a busy machine. */
const SCAN_TIMEOUT_MS = 240_000;

/**
 * The keys the source builds from a value the scan cannot follow, by the beginning it can: the values their
 * end takes, or `null` where any value is handled by the code itself.
 */
const OPEN_KEYS: Readonly<Record<string, readonly string[] | null>> = {
  // The filters' choices, named by the domain's lists.
  'resources.admin/matches.status.': MATCH_STATUSES,
  'resources.admin/matches.stage.': MATCH_STAGES,
  // Each column of a session's card.
  'resources.sessions.fields.': SESSION_COLUMNS.map((column) => column.source),
  // The server's audit actions: one without a readable text reads through app.adminPanel.unknownAction.
  'app.adminPanel.actions.': null,
  'app.adminPanel.actionsWithoutRole.': null,
};

/** Keys the scan derives that the code never asks for, since a guard it does not read rules them out. */
const NEVER_ASKED: Readonly<Record<string, string>> = {
  'resources.teams.statusNote.Approved': 'StatusNote shows the Pending and Denied statuses only',
};

const app = { keys: new Set(keysOf(appMessages)), subtrees: new Set(subtreesOf(appMessages)) };
const publicKeys = new Set(keysOf(publicCatalogue));

/** The uses of keys the catalogue lacks, as `key (file:line)`. */
const missing = (uses: KeyUse[], has: (key: string) => boolean) =>
  [...new Set(uses.filter((use) => !has(use.key)).map((use) => `${use.key} (${use.where})`))].sort();

describe('the text keys the app uses', () => {
  let uses: KeyUse[] = [];
  beforeAll(() => {
    uses = findKeyUses(process.cwd());
  }, SCAN_TIMEOUT_MS);

  it('are found in the source', () => {
    expect(uses.filter((use) => !use.open).length).toBeGreaterThan(500);
  });

  it('are each in the English catalogue the i18nProvider is built from', () => {
    const closed = uses.filter((use) => !use.open && !use.isPublic && !Object.hasOwn(NEVER_ASKED, use.key));
    // A key may name a subtree that the code completes (a prefix handed to a component).
    expect(missing(closed, (key) => app.keys.has(key) || app.subtrees.has(key))).toEqual([]);
  });

  it('the code never asks for are still derived by the scan, and not in the catalogue', () => {
    const derived = new Set(uses.map((use) => use.key));
    for (const key of Object.keys(NEVER_ASKED)) {
      expect(derived.has(key), key).toBe(true);
      expect(app.keys.has(key), key).toBe(false);
    }
  });

  it('translated without react-admin are in the public catalogue', () => {
    const translatedPublicly = uses.filter((use) => use.isPublic);
    expect(translatedPublicly.length).toBeGreaterThan(0);
    expect(missing(translatedPublicly, (key) => publicKeys.has(key))).toEqual([]);
  });

  it('built from a value the scan cannot follow are listed here, under a subtree of the catalogue', () => {
    const open = [...new Set(uses.filter((use) => use.open).map((use) => use.key))].sort();
    expect(open).toEqual(Object.keys(OPEN_KEYS).sort());
    for (const prefix of open) expect(app.subtrees.has(prefix.slice(0, -1)), prefix).toBe(true);
  });

  it.each(Object.entries(OPEN_KEYS).filter(([, values]) => values !== null))(
    'built as %s<value> are in the catalogue for each value',
    (prefix, values) => {
      const keys = (values ?? []).map((value) => `${prefix}${value}`);
      expect(keys.filter((key) => !app.keys.has(key))).toEqual([]);
    },
  );
});
