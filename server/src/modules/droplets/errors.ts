import { HttpError } from '@server/http/http-error';
import { CloudError } from './provider';

// A CloudError answers with its status, its catalogue message and the reason in errors.detail (the error
// envelope has no other place for it).

export async function answerCloudErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CloudError)) throw error;
    throw new HttpError(error.statusCode, error.message, {
      ...(error.code ? { code: error.code } : {}),
      errors: { detail: error.detail },
    });
  }
}
