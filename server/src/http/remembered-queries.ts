import type { FastifySchemaCompiler } from 'fastify';
import { LruMap } from '../lru-map';

// A list's query string is checked once per distinct text. Players paging through the same list send the
// same few queries, and their schema (JSON sort, range and filter, each parsed and checked) costs more than
// a page served from a cache. A schema opts in here only when its result depends on the text alone,
// never on the time or the database; a remembered result is frozen, so no handler can change the value
// the next request gets. Rejected queries are checked afresh every time.

/** Distinct query texts remembered per route; the least recently used goes first. */
const KEPT_PER_ROUTE = 512;
/** A longer query text is checked every time rather than kept. */
const MAX_KEPT_TEXT = 2_048;

const rememberedSchemas = new WeakSet<object>();

/** Marks `schema` as a query schema whose result depends on the query text alone. */
export function rememberedQuery<Schema extends object>(schema: Schema): Schema {
  rememberedSchemas.add(schema);
  return schema;
}

export function isRememberedQuery(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && rememberedSchemas.has(schema);
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

/** `validate` with its accepted results kept by the query's text. */
export function rememberingResults(validate: Validate): Validate {
  const kept = new LruMap<string, ReturnType<Validate>>(KEPT_PER_ROUTE);
  return (data) => {
    const text = JSON.stringify(data);
    if (text === undefined || text.length > MAX_KEPT_TEXT) return validate(data);
    const hit = kept.get(text);
    if (hit) return hit;
    const result = validate(data);
    if (typeof result !== 'object' || result === null || ('error' in result && result.error)) return result;
    deepFreeze(result);
    kept.set(text, result);
    return result;
  };
}
