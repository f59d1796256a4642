// biome-ignore lint/style/noRestrictedImports: zod's messages are set here, before domain/zod hands zod out
import { z } from 'zod';
import { translate } from './i18n';

// Zod's own texts ("Invalid input: expected string, received null", "Too big: expected string to have <=100
// characters") must not reach users, in the API's answers or under a form's fields: a field left empty
// (missing, or null as a cleared input sends it) is required; a value of the wrong type is invalid; a text,
// a list or a number past a schema's limit says the limit in words. Messages written in the schemas still win.
export function applyZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type') {
        return issue.input === undefined || issue.input === null
          ? translate('app.errors.api.fieldRequired')
          : translate('app.errors.api.invalidInput');
      }
      if (issue.code === 'too_big' || issue.code === 'too_small') return limitMessage(issue);
      return undefined;
    },
  });
}

type LimitIssue = Extract<z.core.$ZodRawIssue, { code: 'too_big' | 'too_small' }>;

/** The catalogue keys of a count's limit (a text's characters, a list's items), said as the last count allowed. */
const COUNT_KEYS = {
  string: { too_big: 'app.errors.api.textTooLong', too_small: 'app.errors.api.textTooShort' },
  array: { too_big: 'app.errors.api.tooManyItems', too_small: 'app.errors.api.tooFewItems' },
} as const;

/** The catalogue keys of a number's limit, inclusive or not. */
const NUMBER_KEYS = {
  too_big: { inclusive: 'app.errors.api.numberAtMost', exclusive: 'app.errors.api.numberBelow' },
  too_small: { inclusive: 'app.errors.api.numberAtLeast', exclusive: 'app.errors.api.numberAbove' },
} as const;

/** A text's, a list's or a number's limit said in words; any other limit is invalid input. */
function limitMessage(issue: LimitIssue): string {
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  if (issue.origin === 'number') {
    const keys = NUMBER_KEYS[issue.code];
    return translate(issue.inclusive === false ? keys.exclusive : keys.inclusive, { limit: bound });
  }
  const keys =
    issue.origin === 'string' ? COUNT_KEYS.string : issue.origin === 'array' ? COUNT_KEYS.array : undefined;
  if (!keys) return translate('app.errors.api.invalidInput');
  // A count under 3 means at most 2: an exclusive limit of a count is the next count in.
  const allowed = issue.inclusive === false ? bound + (issue.code === 'too_big' ? -1 : 1) : bound;
  return translate(keys[issue.code], { smart_count: allowed });
}
