/** How a call failed: the server answered with an error, nothing answered, or the answer made no sense. */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** A failed call; `message` is the server's `Message` when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text to show a person for any error. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
