import { translate } from '@domain/i18n';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { httpError } from './http-error';
import { isRememberedQuery, rememberingResults } from './remembered-queries';

// Text the database cannot store faithfully never reaches a handler: PostgreSQL refuses a NUL byte in
// text (the query fails with a 500), and an unpaired UTF-16 surrogate has no UTF-8 form (it would be
// stored as U+FFFD). Every request part (body, query, params, headers) is checked, keys included,
// before its route's schema runs, so each route's schema needs no rule of its own.

const MAX_DEPTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL or any surrogate: text without one (nearly all of it) needs no closer look. */
const MAYBE_UNSAFE = /[\0\uD800-\uDFFF]/;

function problemOf(text: string): string | null {
  if (!MAYBE_UNSAFE.test(text)) return null;
  if (text.includes('\0')) return translate('app.errors.protection.nulCharacter');
  if (LONE_SURROGATE.test(text)) return translate('app.errors.protection.loneSurrogate');
  return null;
}

/** The first string in `value` the database cannot store, as its field path and the reason. */
export function findUnsafeText(
  value: unknown,
  path: string,
  depth = 0,
): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { field: path, message } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyProblem = problemOf(key);
    if (keyProblem) return { field: path || key, message: keyProblem };
    const found = findUnsafeText(
      (value as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/**
 * The zod validator compiler, with the unsafe-text check in front of every schema; a list's query keeps its
 * results by text (remembered-queries.ts).
 */
export const safeTextValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const checked = (data: unknown) => {
    const unsafe = findUnsafeText(data, '');
    if (unsafe) {
      const field = unsafe.field || (route.httpPart ?? 'body');
      return {
        error: httpError(400, unsafe.message, { code: 'INVALID_TEXT', errors: { [field]: unsafe.message } }),
      };
    }
    return validate(data);
  };
  return route.httpPart === 'querystring' && isRememberedQuery(route.schema)
    ? rememberingResults(checked)
    : checked;
};
