export interface HttpErrorOptions {
  code?: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

/** An expected failure with its status and user-facing message; the error plugin turns it into the envelope. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code?: string;
  readonly errors?: Record<string, string>;
  /** Response headers the answer carries (Retry-After of a 429). */
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export function httpError(statusCode: number, message: string, options?: HttpErrorOptions): HttpError {
  return new HttpError(statusCode, message, options);
}
