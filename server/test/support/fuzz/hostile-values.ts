import fc from 'fast-check';

/** A million characters: fits in a JSON body (the limit is 1 MiB) but no field of the API takes it. */
export const HUGE_STRING = 'x'.repeat(1_000_000);

/** Longer than any path segment or query value a person types, short enough for the URL to be parsed. */
export const LONG_STRING = 'y'.repeat(4_000);

/** Classic attack strings and awkward text: SQL, traversal, control and bidirectional characters, markup... */
const ATTACK_STRINGS = [
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  '1; select pg_sleep(5); --',
  "admin'--",
  "%' or '1'='1",
  '1 union select null, sqlite_version() --',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '😀👍🏽‍♂️🇩🇪',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\r\nSet-Cookie: session=stolen',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  'true',
  'null',
  'undefined',
  '',
  ' ',
  '%00',
  '%',
  '%zz',
  '\t\n',
  '10.0.0.0/33',
  '::ffff:999.1.1.1',
  '💩'.repeat(500),
  LONG_STRING,
  HUGE_STRING,
];

/** Strings of lone UTF-16 surrogates, which are no valid Unicode text. */
const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 8,
});

/** A hostile string: an attack string, random Unicode (any code point, graphemes), or lone surrogates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ATTACK_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 64 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 32 }), weight: 1 },
  { arbitrary: loneSurrogates, weight: 1 },
);

/** A value of any JSON type, mostly of the wrong one: numbers past the safe range, arrays, objects, null. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileString, weight: 4 },
    { arbitrary: fc.constantFrom(-1, 0, 2 ** 53 + 2, -(2 ** 63), 1e308, -0, 0.5), weight: 2 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }), weight: 1 },
  ),
})).value;

/** Nested arrays this deep: a parser or validator that recurses runs out of stack. */
const DEEP_NESTING = 100_000;

/** Bodies that are not the JSON a route takes: broken, truncated, of another type, nested past reason, polluting prototypes. */
export const BAD_JSON_TEXTS = [
  '{',
  '{"netid": ',
  '{"a":1,}',
  "{'single': 'quotes'}",
  'undefined',
  'NaN',
  '1e999999',
  'null',
  'true',
  '[]',
  '"a string"',
  '42',
  '\u0000',
  '\ufeff{}',
  '{"__proto__": {"isAdmin": true, "platform_role_id": "super-admin"}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": {"__proto__": {"polluted": 1}}}',
  '{"a": 1, "a": 2}',
  `${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

/** Past the server's 1 MiB body limit. */
export const OVERSIZED_BODY = JSON.stringify({ padding: 'z'.repeat(1_200_000) });

/** Content types the API does not take, or JSON in an encoding it does not read. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  '*/*',
  'invalid content type',
];
