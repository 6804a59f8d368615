import type { FastifyCorsOptions } from '@fastify/cors';
import type { Config } from '../config';

export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'From-Ui',
  'X-Requested-With',
  'X-Application-Name',
];
export const CORS_METHODS = ['GET', 'PUT', 'POST', 'DELETE'];

/** Browsers on the configured origins may call the API with a bearer token. */
export function corsOptions(config: Pick<Config, 'corsOrigin'>): FastifyCorsOptions {
  return { origin: config.corsOrigin, allowedHeaders: CORS_ALLOWED_HEADERS, methods: CORS_METHODS };
}
