import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Logs each request at debug level, so an open console polling the status every 10 s stays quiet at info. */
export class RequestLogAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets: invite codes, what single sign-on passes through the
 * browser (the provider's `code` and `state`, the one-time `sso_code` the console trades for a session),
 * and any token, password or secret.
 */
const SECRET_QUERY_NAME = /^(invite_code|code|sso_code|state)$|token|password|secret/i;

/** A path parameter that is a secret: an enrollment key's value (the rest of its token is public). */
const SECRET_PATH_PARAMETERS = new Set([':value']);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function loggedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The path with its secret parameters replaced. Under the API a wildcard takes the rest of the path,
 * which is a host's enrollment token when it registers (and may be one in a mistyped path), so it goes
 * too; the console's own wildcard serves its public files and pages.
 */
function loggedPath(path: string, route: string | undefined): string {
  if (!route) return path;
  const pattern = route.split('/');
  const wildcard = route.startsWith('/api/') ? pattern.indexOf('*') : -1;
  const segments = path.split('/');
  const kept = wildcard === -1 ? segments : [...segments.slice(0, wildcard), REDACTED];
  return kept.map((segment, index) => (SECRET_PATH_PARAMETERS.has(pattern[index]) ? REDACTED : segment)).join('/');
}

/** A request's URL as logged: its secrets (see above) replaced by `[redacted]`. */
export function loggedUrl(url: string, route: string | undefined): string {
  const question = url.indexOf('?');
  if (question === -1) return loggedPath(url, route);
  return `${loggedPath(url.slice(0, question), route)}?${loggedQuery(url.slice(question + 1))}`;
}

/**
 * What the log says of a request, every time it names one (`req`): never its headers, which carry
 * tokens and cookies, nor its body, which carries passwords; its URL without secrets.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
