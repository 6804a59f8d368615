import type { Problem } from '@netloom/contract';
import type { FastifyError } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../store/database-unavailable';
import { ApiError } from '../api-error';
import type { App } from './app-type';
import { errorEnvelope } from './envelope';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request body is empty; send a JSON object',
};

function describe(error: FastifyError): { status: number; message: string; problems?: readonly Problem[] } {
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message, problems: error.problems };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  const known = CLIENT_ERROR_MESSAGES[error.code];
  if (known) return { status: 400, message: known };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: 'internal server error; the server log has the details' };
}

/**
 * Every failure, whatever raised it, answers `{"Code": status, "Message": text, "Response": null}`, and
 * `Problems` when the shared rules found them.
 */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, problems } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(status)
      .type('application/json')
      .send(errorEnvelope(status, message, problems));
  });
}
