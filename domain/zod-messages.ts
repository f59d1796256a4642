// biome-ignore lint/style/noRestrictedImports: zod's messages are set here, before domain/zod hands zod out
import { z } from 'zod';
import { translate } from './i18n';

// Zod's own texts ("Invalid input: expected string, received null") must not reach users, in the API's answers
// or under a form's fields: a field left empty (missing, or null as a cleared input sends it) is required; a
// value of the wrong type is invalid. Messages written in the schemas still win.
export function applyZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input === undefined || issue.input === null
        ? translate('app.errors.api.fieldRequired')
        : translate('app.errors.api.invalidInput');
    },
  });
}
