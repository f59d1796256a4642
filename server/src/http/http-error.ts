/** An expected failure with its status and user-facing message; the error plugin turns it into the envelope. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code?: string;
  readonly errors?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { code?: string; errors?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.errors = options.errors;
  }
}

export function httpError(
  statusCode: number,
  message: string,
  options?: { code?: string; errors?: Record<string, string> },
): HttpError {
  return new HttpError(statusCode, message, options);
}
