import fc from 'fast-check';
import type { JsonSchema } from '../openapi-document';
import { hostileString, hostileValue } from './hostile-values';

/** Ids of stored objects by the names of the parameters and fields that name them: `netid` -> the networks. */
export type KnownIds = Record<string, string[]>;

/** Past this depth a schema's value is plain hostile, so recursive schemas stay finite. */
const MAX_DEPTH = 4;

function formattedString(format: string | undefined): fc.Arbitrary<string> {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return fc.string({ maxLength: 24 });
  }
}

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
  if (min > max) return fc.constant(min);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

function objectOf(schema: JsonSchema, known: KnownIds, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const value = schemaValue(property, known, depth + 1);
      const ids = known[name];
      return [name, ids?.length ? fc.oneof(value, fc.constantFrom(...ids)) : value];
    }),
  );
  // No key is required here: fields go missing as often as they are sent, and unknown ones join them.
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }))
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

function ofType(type: string, schema: JsonSchema, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : formattedString(schema.format);
    case 'integer':
      return numberIn(schema, true);
    case 'number':
      return numberIn(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? schemaValue(schema.items, known, depth + 1) : hostileValue, { maxLength: 3 });
    case 'object':
      return objectOf(schema, known, depth);
    default:
      return hostileValue;
  }
}

/** A value shaped as the schema says (right types, enum members, formats), its content left to chance. */
function plausibleValue(schema: JsonSchema, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => schemaValue(variant, known, depth + 1)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => ofType(type, schema, known, depth)));
  if (schema.type) return ofType(schema.type, schema, known, depth);
  return schema.properties ? objectOf(schema, known, depth) : hostileValue;
}

/**
 * A value for a field described by a JSON Schema: mostly what it asks for with random content (or a
 * stored id, for fields named like `netid`), any field of it possibly missing, swapped for a hostile
 * value of any type, or joined by unknown fields.
 */
export function schemaValue(schema: JsonSchema, known: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return hostileValue;
  return fc.oneof(
    { arbitrary: plausibleValue(schema, known, depth), weight: 3 },
    { arbitrary: hostileValue, weight: 1 },
  );
}
