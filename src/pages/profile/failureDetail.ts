import { isHttpError } from '@/dataProvider/fetchJson';

/** What an alert says about a failure: the server's own text, else nothing more. */
export function failureDetail(error: unknown): string | undefined {
  return isHttpError(error) ? error.message : undefined;
}
