import { problemText, type Problem } from '@netloom/contract';

/**
 * The one error type handlers throw; the error handler turns it into the `{Code, Message, Response}` envelope,
 * with `Problems` beside the message when the shared rules found them (so the console can word them in the
 * person's language).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly problems: readonly Problem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A refusal of one problem, in English, with the problem beside it. */
export function problemError(found: Problem, statusCode = 400): ApiError {
  return new ApiError(statusCode, problemText(found), [found]);
}

/**
 * Refuses the request when anything was found: what the shared rules found (problems, written in English) and
 * what only the server checks (its own sentences), one per line. The problems go beside the message only when
 * they are all of it, so that a console that words them in another language leaves nothing out.
 */
export function refuseProblems(found: readonly (Problem | string | null)[]): void {
  const refusals = found.filter((item) => item !== null);
  if (refusals.length === 0) return;
  const problems = refusals.filter((item) => typeof item !== 'string');
  const message = refusals.map((item) => (typeof item === 'string' ? item : problemText(item))).join('\n');
  throw new ApiError(400, message, problems.length === refusals.length ? problems : []);
}
