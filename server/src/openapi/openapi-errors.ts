import type { Access } from '../access/guard';

/** The name of the error envelope among the document's schemas. */
export const API_ERROR_SCHEMA_NAME = 'ApiError';

/** Every error answers this envelope (http/envelope.ts, http/error-handler.ts). */
export const API_ERROR_SCHEMA = {
  type: 'object' as const,
  description: 'An error: its HTTP status, and a message a person can act on.',
  properties: {
    Code: { type: 'integer' as const, description: 'The HTTP status, again.' },
    Message: { type: 'string' as const, description: 'What went wrong and, where it helps, what to do.' },
    Response: { type: 'null' as const },
    Problems: {
      type: 'array' as const,
      description:
        'What the shared validation rules found, when they found the error: each a code, its parameters and the field it is about. `Message` says the same in English.',
      items: {
        type: 'object' as const,
        properties: {
          code: { type: 'string' as const, description: 'Which problem, e.g. `mtuRange`.' },
          params: {
            type: 'object' as const,
            additionalProperties: { type: ['string', 'number'] as ('string' | 'number')[] },
            description: 'The values the problem names, e.g. `{"min": 576, "max": 65535}`.',
          },
          field: { type: 'string' as const, description: 'The request field it is about, when the rule knows it.' },
        },
        required: ['code', 'params'],
      },
    },
  },
  required: ['Code', 'Message', 'Response'],
};

/** What the document knows of a route when it lists the errors the route answers. */
export interface ErrorSources {
  method: string;
  /** As registered: `/api/networks/:netid`. */
  url: string;
  access: Access | undefined;
  /** Whether the route validates a body, a query or path parameters. */
  takesInput: boolean;
  /** Whether the route counts sign-in attempts (`config.rateLimit`). */
  rateLimited: boolean;
}

const READ_METHODS = ['GET', 'HEAD'];
const READ_ONLY_AUDITORS = 'Auditors may only read.';

/** A network permission's action with the network named: `change its nodes` -> `change the network's nodes`. */
function networkAction(to: string): string {
  return to.replace(/\bits\b/, "the network's").replace(/\bit\b/, 'the network');
}

/** Why the guard (access/guard.ts) refuses a signed-in caller, or nothing when it never does. */
function refusal(access: Exclude<Access, 'public'>, method: string, url: string): string | undefined {
  const auditors = READ_METHODS.includes(method) ? '' : ` ${READ_ONLY_AUDITORS}`;
  if (access === 'ownSignIn') return undefined;
  if (access === 'authenticated') return auditors ? READ_ONLY_AUDITORS : undefined;
  if (access === 'host') return url.includes(':hostid') ? 'The host token is for another host.' : undefined;
  if ('superAdmin' in access) return `Only the super-admin can ${access.superAdmin}.`;
  if ('admin' in access) return `Only admins can ${access.admin}.`;
  if ('adminOrAuditor' in access) return `Only admins and auditors can ${access.adminOrAuditor}.`;
  if ('selfOrAdmin' in access) return `Only admins can ${access.selfOrAdmin}.${auditors}`;
  const action = networkAction(access.to);
  if (access.network === 'read') return `Only users with a role in the network can ${action}.`;
  return `Only admins, admins of the network and users whose network role grants it can ${action}.${auditors}`;
}

/** How a caller without valid credentials is refused. */
function unauthenticated(access: Exclude<Access, 'public'>): string {
  return access === 'host'
    ? 'No valid host token: the host signs in again with POST /api/hosts/adm/authenticate.'
    : 'No valid session or API token: sign in again, or send a valid token as "Authorization: Bearer <token>".';
}

/**
 * The error statuses a route answers whatever it does, from its access, its parameters and its rate
 * limit, each with what it means; a route's own errors are added by its entry in openapi-summaries.ts.
 */
export function derivedErrors({ method, url, access, takesInput, rateLimited }: ErrorSources): Record<number, string> {
  const errors: Record<number, string> = {};
  if (takesInput) errors[400] = 'The body or a parameter is not valid: the message says which.';
  if (access !== undefined && access !== 'public') {
    errors[401] = unauthenticated(access);
    const refused = refusal(access, method, url);
    if (refused) errors[403] = refused;
  }
  if (/:\w/.test(url)) errors[404] = 'What the path names does not exist: the message says which.';
  else if (typeof access === 'object' && 'network' in access) {
    errors[404] = 'What the query names does not exist, its network first: the message says which.';
  }
  if (rateLimited) errors[429] = 'Too many sign-in attempts: the message says when to try again.';
  return errors;
}

/** The route's own errors joined to the derived ones, one description per status; `null` drops a derived one. */
export function operationErrors(
  derived: Record<number, string>,
  own: Record<number, string | null> = {},
): Record<number, string> {
  const errors = { ...derived };
  for (const [status, description] of Object.entries(own)) {
    const code = Number(status);
    if (description === null) delete errors[code];
    else errors[code] = errors[code] ? `${errors[code]} ${description}` : description;
  }
  return errors;
}
