import { getConfig, prettyDOM } from '@testing-library/react';

/** Testing Library's flag, set while a waitFor (and so a findBy) runs its callback. */
interface RetryingConfig {
  _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * Testing Library's error for a query that found nothing, printing the page only when it is worth reading.
 * While a waitFor or findBy is retrying, each failed try printed the whole screen (an app screen is thousands
 * of lines) that no one sees: only the last try's error is kept, and when the wait gives up, waitFor passes
 * that message through here again, outside its callback, which adds the screen as it is at that moment. A
 * query outside a wait prints the screen at once, as Testing Library's own does.
 */
export function elementError(message: string | null, container: Element): Error {
  const config = getConfig();
  const retrying = (config as RetryingConfig)._disableExpensiveErrorDiagnostics === true;
  const text = retrying
    ? (message ?? '')
    : [message, `Ignored nodes: comments, ${config.defaultIgnore}\n${prettyDOM(container)}`]
        .filter(Boolean)
        .join('\n\n');
  const error = new Error(text);
  // The name waitFor looks for to point the stack at the test's own line.
  error.name = 'TestingLibraryElementError';
  return error;
}
