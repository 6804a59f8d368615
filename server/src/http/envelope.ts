import type { Envelope, ErrorEnvelope, Problem } from '@netloom/contract';

/** A success envelope `{Code, Message, Response}`; `Code` equals the HTTP status. */
export function envelope<T>(message: string, response: T, code = 200): Envelope<T> {
  return { Code: code, Message: message, Response: response };
}

/** An error envelope; `Problems` only when the shared rules found the error. */
export function errorEnvelope(status: number, message: string, problems: readonly Problem[] = []): ErrorEnvelope {
  const answer = { Code: status, Message: message, Response: null };
  return problems.length === 0 ? answer : { ...answer, Problems: [...problems] };
}
