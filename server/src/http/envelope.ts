import type { Envelope } from '@netloom/contract';

/** A success envelope `{Code, Message, Response}`; `Code` equals the HTTP status. */
export function envelope<T>(message: string, response: T, code = 200): Envelope<T> {
  return { Code: code, Message: message, Response: response };
}

export function errorEnvelope(status: number, message: string): Envelope<null> {
  return { Code: status, Message: message, Response: null };
}
