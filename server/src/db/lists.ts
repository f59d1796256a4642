import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page, SortOrder } from '../http/list-params';

// Pieces of list queries: whitelisted ORDER BY, the page, and the total read with the page itself.

/** ORDER BY for a whitelisted sort field, then the tie-breakers that keep pages stable. */
export function orderFor<Field extends string>(
  sort: { field: Field; order: SortOrder } | undefined,
  columns: Record<Field, SQLWrapper>,
  tieBreakers: SQL[],
): SQL[] {
  if (!sort) return tieBreakers;
  const column = columns[sort.field];
  return [sort.order === 'ASC' ? asc(column) : desc(column), ...tieBreakers];
}

export function withPage<Query extends PgSelect>(query: Query, page: Page | undefined): Query {
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Select it as `total` next to a page's columns: the number of rows of the whole list. */
export const totalRows = sql<number>`cast(count(*) over () as integer)`;

/** The list's total from a page read with totalRows; only a page past the end needs to count apart. */
export async function totalOf(
  rows: readonly { total: number }[],
  page: Page | undefined,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  return page && page.offset > 0 ? countAll() : 0;
}

/**
 * The total of a list whose page was read without totalRows, so that an index in the list's order stops at
 * the page's last row: a page with room to spare ends the list, and only a full page (or one past the end)
 * needs `countAll`.
 */
export async function totalBeside(
  rows: readonly unknown[],
  page: Page | undefined,
  countAll: () => Promise<number>,
): Promise<number> {
  if (!page) return rows.length;
  if (rows.length > 0 && rows.length < page.limit) return page.offset + rows.length;
  if (rows.length === 0 && page.offset === 0) return 0;
  return countAll();
}

/** A LIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
