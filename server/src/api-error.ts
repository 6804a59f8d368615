/** The one error type handlers throw; the error handler turns it into the `{Code, Message, Response}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
