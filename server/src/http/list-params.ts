import type { SuccessEnvelope } from '@domain/envelope';
import { translate } from '@domain/i18n';
import { MAX_PAGE_ROWS } from '@domain/paging';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import { MAX_ID } from './params';
import { rememberedQuery } from './remembered-queries';
import { findUnsafeText } from './safe-text';

// The react-admin simple-REST list parameters: sort=["field","ASC"], range=[0,24],
// filter={"q":"text"}, each a JSON text in the query string. Only whitelisted fields sort; unknown filter
// keys are dropped. Lists answer with Content-Range: <resource> <first>-<last>/<total>.

function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, context) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: translate('app.errors.api.invalidInput') });
        return z.NEVER;
      }
      // JSON escapes (\u0000) let text the request check saw as harmless carry what the database refuses.
      const unsafe = findUnsafeText(parsed, '');
      if (unsafe) {
        context.addIssue({ code: 'custom', message: unsafe.message });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(schema);
}

const rangeSchema = z
  .tuple([z.int().min(0).max(MAX_ID), z.int().min(0).max(MAX_ID)])
  .refine(
    ([first, last]) => last >= first && last - first < MAX_PAGE_ROWS,
    translate('app.errors.api.invalidInput'),
  )
  .transform(([first, last]) => ({ offset: first, limit: last - first + 1 }));

export type Page = z.output<typeof rangeSchema>;
export type SortOrder = 'ASC' | 'DESC';

/**
 * The querystring schema of a list that sorts by `sortable` and filters with `filter`. Its result depends
 * on the text alone, so each distinct query text is checked once (remembered-queries.ts).
 */
export function listQuerySchema<const Field extends string, Filter extends z.ZodObject>(
  sortable: readonly [Field, ...Field[]],
  filter: Filter,
) {
  return rememberedQuery(
    z.object({
      sort: jsonText(
        z
          .tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])])
          .transform(([field, order]) => ({ field, order })),
      ).optional(),
      range: jsonText(rangeSchema).optional(),
      filter: jsonText(filter).optional(),
    }),
  );
}

export interface ListQuery<Field extends string, Filter> {
  sort?: { field: Field; order: SortOrder };
  range?: Page;
  filter?: Filter;
}

/** Sets Content-Range (and lets cross-origin callers read it) for a page of `rows` out of `total`. */
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  page: Page | undefined,
  rows: number,
  total: number,
): void {
  const first = page?.offset ?? 0;
  const span = rows === 0 ? '*' : `${first}-${first + rows - 1}`;
  reply.header('Content-Range', `${resource} ${span}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** The success envelope of one page of a list, with the Content-Range header react-admin reads. */
export function pageEnvelope<Row>(
  reply: FastifyReply,
  resource: string,
  page: Page | undefined,
  rows: Row[],
  total: number,
): SuccessEnvelope<Row[]> {
  setContentRange(reply, resource, page, rows.length, total);
  return ok(rows);
}
