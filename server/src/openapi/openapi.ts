import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../config';
import type { App } from '../http/app-type';
import { API_ERROR_SCHEMA, API_ERROR_SCHEMA_NAME, derivedErrors, operationErrors } from './openapi-errors';
import { OPERATION_TAGS, operationCallers, operationTag } from './openapi-operations';
import { OPERATION_TEXTS, type OperationText } from './openapi-summaries';

/** The OpenAPI 3.1 document of the API, generated from the routes' zod schemas. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
/** The readable reference (Swagger UI); its scripts, styles and copy of the document are served below it. */
export const API_DOCS_PATH = '/api/docs';

const BEARER_SCHEME = 'bearerAuth';

function isDocsPageRoute(url: string): boolean {
  return url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/** A route's entry in openapi-summaries.ts, as an object. */
function operationText(method: string, url: string): OperationText | undefined {
  const text = OPERATION_TEXTS[`${method} ${url}`];
  return typeof text === 'string' ? { summary: text } : text;
}

/** Error responses answering the `{Code, Message, Response}` envelope, each described. */
function errorResponses(errors: Record<number, string>): Record<string, unknown> {
  const schema = { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` };
  return Object.fromEntries(
    Object.entries(errors).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema } } },
    ]),
  );
}

/** What a route answers when all goes well: a 200 unless its entry in openapi-summaries.ts says otherwise. */
function successResponses(text: OperationText | undefined): Record<string, unknown> {
  const success = text?.success ?? { 200: 'Done.' };
  return Object.fromEntries(Object.entries(success).map(([status, description]) => [status, { description }]));
}

/**
 * One operation of the document: its zod schemas as JSON Schema, its feature area, its summary from
 * openapi-summaries.ts, who may call it and the errors it answers from its `config.access`, its
 * parameters and its rate limit, and no bearer token for public routes.
 */
const describeOperation: SwaggerTransform = (document) => {
  const { route, url } = document;
  // Every operation is registered for one method; only the fallbacks answering 405 and 404
  // (http/api-fallbacks.ts) are registered for several methods at once, and they are no operations.
  if (Array.isArray(route.method)) return { schema: { hide: true }, url };
  const { schema } = jsonSchemaTransform(document);
  if (schema?.hide) return { schema, url };
  const access = route.config?.access;
  const tag = operationTag(url);
  const text = operationText(route.method, url);
  const input = route.schema ?? {};
  const derived = derivedErrors({
    method: route.method,
    url,
    access,
    takesInput: Boolean(input.body ?? input.querystring ?? input.params) || BODY_METHODS.includes(route.method),
    rateLimited: Boolean(route.config?.rateLimit),
  });
  return {
    url,
    schema: {
      ...schema,
      summary: text?.summary,
      description: [operationCallers(access), schema?.description].filter(Boolean).join(' '),
      response: {
        ...successResponses(text),
        // What a route declares of its answers (none does yet) stands over the plain 200.
        ...(schema?.response as Record<string, unknown> | undefined),
        ...errorResponses(operationErrors(derived, text?.errors)),
      },
      tags: tag ? [tag] : [],
      ...(access === 'public' ? { security: [] } : {}),
    },
  };
};

/**
 * The docs page's plugin registers its own routes and cannot declare `config.access` on them; this
 * declares them public. Call it before registerGuard, which checks every route's declaration as it is added.
 */
export function declareDocsPagePublic(app: App): void {
  app.addHook('onRoute', (route) => {
    if (isDocsPageRoute(route.url)) route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

/**
 * Generates the OpenAPI document from every route registered after it (call it before the routes),
 * serves it at `/api/openapi.json` and the reference page at `/api/docs`. The page loads only its own
 * scripts, so it works under a Content-Security-Policy without 'unsafe-inline' scripts.
 */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Netloom',
        version: SERVER_VERSION,
        description:
          'The Netloom server: the Netmaker REST API and its extensions under /api/v2. Errors answer ' +
          '{"Code": status, "Message": text, "Response": null}. Auditors may only read.',
      },
      components: {
        schemas: { [API_ERROR_SCHEMA_NAME]: API_ERROR_SCHEMA },
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              "A user's session token (a JWT from POST /api/users/adm/authenticate), a user's personal API " +
              'token (`nlt_...`, made with POST /api/v2/users/self/tokens; it acts with its owner’s rights), ' +
              "or a host's token.",
          },
        },
      },
      security: [{ [BEARER_SCHEME]: [] }],
      tags: [...OPERATION_TAGS],
    },
    transform: describeOperation,
  });
  app.get(OPENAPI_DOCUMENT_PATH, { config: { access: 'public' } }, () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Netloom API' },
    // Folded: Swagger UI stops drawing after about 150 areas and operations, and the API has more.
    uiConfig: { docExpansion: 'none' },
  });
}
