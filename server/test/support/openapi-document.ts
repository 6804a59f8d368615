/** A JSON Schema as the document carries it (the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

/** One parameter of an operation. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One response of an operation: an error's answers the envelope `{Code, Message, Response}`. */
export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema: JsonSchema | { $ref: string } }>;
}

/** One operation (a method on a path). */
export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
}

/** The OpenAPI document GET /api/openapi.json answers. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  components: { securitySchemes: Record<string, Record<string, string>>; schemas?: Record<string, JsonSchema> };
  security: Record<string, string[]>[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** An operation with the method (upper case) and path it is documented under. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** Every operation of the document, path by path. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** A route's URL as the document writes it: `/api/networks/:netid` -> `/api/networks/{netid}`, `*` -> `{*}`. */
export function documentedPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');
}
