import { messages } from '@domain/messages';
import { z } from 'zod';

// Zod's own texts ("Invalid input: expected string, received undefined") must not reach users: a missing
// field or a value of the wrong type gets one of our texts. Messages written in the schemas still win.
export function applyApiZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input === undefined ? messages.api.fieldRequired : messages.api.invalidInput;
    },
  });
}
