import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { DocumentedOperation, OpenApiParameter } from '../openapi-document';
import { BAD_JSON_TEXTS, hostileString, hostileValue, OVERSIZED_BODY, WRONG_CONTENT_TYPES } from './hostile-values';
import { schemaValue, type KnownIds } from './schema-values';

/** One generated request, as sent: `target` is the path with its query. */
export interface FuzzRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string;
}

/** Who the requests claim to be: the super-admin's valid session, or no valid session at all. */
export type FuzzSession = 'with a session' | 'without a session';

/** What the generator needs besides the document: real ids to reach stored objects, and the session token. */
export interface FuzzContext {
  /** Used in the path, query and body of every request but DELETEs. */
  knownIds: KnownIds;
  superAdminToken: string;
}

/** The stored ids a parameter or field of this name may take, mixed in with the generated values. */
function withKnown(arbitrary: fc.Arbitrary<string>, known: string[] | undefined): fc.Arbitrary<string> {
  if (!known || known.length === 0) return arbitrary;
  return fc.oneof({ arbitrary, weight: 2 }, { arbitrary: fc.constantFrom(...known), weight: 1 });
}

/** Path segments sent without encoding: dot segments, encoded traversal, invalid UTF-8 and percent escapes. */
const RAW_SEGMENTS = [
  '..',
  '../../etc/passwd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '%00',
  '%',
  '%zz',
  ';jsessionid=1',
  '//',
  'a?b=c',
  'a#b',
];

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token claiming the super-admin, signed with no algorithm or with a secret the server does not hold. */
function forgedTokens(): string[] {
  const claims = { username: 'superadmin', platform_role_id: 'super-admin', exp: 4_102_444_800 };
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}`;
  const wrongHeader = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  const wrongSignature = createHmac('sha256', 'not-the-server-secret').update(wrongHeader).digest('base64url');
  return [`${unsigned}.`, `${wrongHeader}.${wrongSignature}`];
}

function authorizations(session: FuzzSession, token: string): fc.Arbitrary<string | undefined> {
  if (session === 'with a session') return fc.constant(`Bearer ${token}`);
  const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  return fc.constantFrom(
    undefined,
    'Bearer not-a-token',
    'Bearer ',
    'Basic c3VwZXJhZG1pbjpzdXBlci1zZWNyZXQ=',
    `Bearer ${tampered}`,
    ...forgedTokens().map((forged) => `Bearer ${forged}`),
  );
}

/** The text with each lone surrogate replaced, as a URL can only carry Unicode text. */
function wellFormed(value: string): string {
  return value.replace(/\p{Cs}/gu, '\ufffd');
}

function encoded(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

function pathValue(known: string[] | undefined): fc.Arbitrary<string> {
  const generated = fc.oneof(
    { arbitrary: hostileString.filter((value) => value !== '').map(encoded), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 16 }).map(encoded), weight: 1 },
  );
  return withKnown(generated, known?.map(encoded));
}

function queryValue(parameter: OpenApiParameter, known: KnownIds): fc.Arbitrary<string[]> {
  const plausible = schemaValue(parameter.schema ?? {}, known).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value ?? null),
  );
  const value = withKnown(
    fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: hostileString, weight: 2 }),
    known[parameter.name],
  );
  // Mostly one value; sometimes the parameter repeats, which frameworks read as an array.
  return fc.array(value, { minLength: 1, maxLength: 2 });
}

function queryOf(parameters: OpenApiParameter[], known: KnownIds): fc.Arbitrary<string> {
  const declared = fc.record(
    Object.fromEntries(parameters.map((parameter) => [parameter.name, queryValue(parameter, known)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    hostileString,
    hostileString.map((value) => [value]),
    { maxKeys: 2 },
  );
  const raw = fc.constantFrom('', '', '', '&a[b][c]=1', '&__proto__[polluted]=1', '&%zz=1', '&=&&==', '&a=%ED%A0%80');
  return fc.tuple(declared, extra, raw).map(([fields, more, suffix]) => {
    const query = new URLSearchParams();
    for (const [name, values] of Object.entries({ ...more, ...fields })) {
      for (const value of values ?? []) query.append(wellFormed(name), wellFormed(value));
    }
    const text = `${query.toString()}${suffix}`;
    return text ? `?${text}` : '';
  });
}

/** A JSON text with one more member spliced in first: no object serialized in JS can carry an own `__proto__`. */
function withMember(json: string, name: string, value: unknown): string {
  if (!json.startsWith('{')) return json;
  const rest = json.slice(1);
  return `{${JSON.stringify(name)}:${JSON.stringify(value)}${rest === '}' ? '' : ','}${rest}`;
}

interface Body {
  contentType?: string;
  text?: string;
}

function bodyOf(operation: DocumentedOperation['operation'], known: KnownIds): fc.Arbitrary<Body> {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const json = (schema ? schemaValue(schema, known) : hostileValue).map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { arbitrary: json.map((text) => ({ contentType: 'application/json', text })), weight: 8 },
    {
      arbitrary: fc
        .tuple(json, fc.constantFrom('__proto__', 'constructor'), hostileValue)
        .map(([text, name, value]) => ({ contentType: 'application/json', text: withMember(text, name, value) })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(...BAD_JSON_TEXTS).map((text) => ({ contentType: 'application/json', text })),
      weight: 2,
    },
    { arbitrary: fc.constant({ contentType: 'application/json', text: OVERSIZED_BODY }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.oneof(json, hostileString))
        .map(([contentType, text]) => ({ contentType, text })),
      weight: 1,
    },
    { arbitrary: fc.constantFrom<Body>({ contentType: 'application/json' }, {}), weight: 1 },
  );
}

/**
 * Malformed and hostile requests for one operation: path parameters, query, body, content type and
 * session all generated. Known ids are left out of DELETE requests, so no generated request deletes
 * the stored objects the others aim at.
 */
export function fuzzRequests(
  { method, path, operation }: DocumentedOperation,
  session: FuzzSession,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const known = method === 'DELETE' ? {} : context.knownIds;
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const pathValues = fc.tuple(...pathNames.map((name) => pathValue(known[name])));
  const query = queryOf(
    parameters.filter((parameter) => parameter.in === 'query'),
    known,
  );
  const body: fc.Arbitrary<Body> = method === 'GET' ? fc.constant({}) : bodyOf(operation, known);
  return fc
    .record({ values: pathValues, query, body, authorization: authorizations(session, context.superAdminToken) })
    .map(({ values, query: search, body: { contentType, text }, authorization }) => {
      const target = pathNames.reduce((filled, name, index) => filled.replace(`{${name}}`, values[index]), path);
      const headers: Record<string, string> = {};
      if (authorization !== undefined) headers.Authorization = authorization;
      if (contentType !== undefined) headers['Content-Type'] = contentType;
      return { method, target: `${target}${search}`, headers, body: text };
    });
}
