import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's toJSONSchema writes for this API. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Where generated record ids come from: real rows of both tenants, so references are tried across
 * them. `hint` is the field or path parameter's name (customerId, offerId, id after /Offers), which
 * lets the source prefer rows of the table it names.
 */
export interface IdSource {
  ids: (hint?: string) => fc.Arbitrary<string>;
}

/**
 * Text a form could send and text an attacker would: Turkish letters, SQL and LIKE metacharacters,
 * control characters, lone surrogates, numbers and dates out of range, formula prefixes.
 */
export const nastyStrings = [
  '',
  ' ',
  '   x   ',
  'İıŞşĞğÜüÖöÇç',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '=1+1',
  '@SUM(A1)',
  '\tx',
  'a\u0000b',
  '\u0000',
  'a\u0007b',
  'a\u001fb',
  'a\u007fb',
  '\ud800',
  'x\udfffy',
  '😀👍🏽',
  '\u202eevil',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '99999999999999999999.99',
  // the largest amount a money field takes, one kuruş more, and the largest numeric(18,2) holds
  '999999999999.99',
  '1000000000000.00',
  '9999999999999999.99',
  'NaN',
  'Infinity',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '0001-01-01',
  '99999-01-01',
  '2024-13-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '<script>alert(1)</script>',
  'x'.repeat(5001),
];

export const nastyValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  [],
  [null],
  {},
  { '': 1 },
  JSON.parse('{"__proto__":{"isOwner":true}}'),
  { constructor: { prototype: { polluted: true } } },
  ...nastyStrings,
];

const nasty = fc.constantFrom(...nastyValues);
const nastyString = fc.constantFrom(...nastyStrings);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/**
 * Real days JavaScript's Date takes, at and past the years the schemas allow (1900–2100): year 0000,
 * which PostgreSQL refuses (a schema without a year check let it reach the query: a 500), is half of
 * them, so every route with a date meets it within a few runs.
 */
export const boundaryDates = [
  '0000-01-01',
  '0000-02-29',
  '0000-12-31',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '9999-12-31',
  '0000-06-15',
  '0000-09-30',
];
const realDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const isoDate = fc.oneof(realDay, fc.constantFrom(...boundaryDates));
const isoDateTime = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(...boundaryDates.map((d) => `${d}T00:00:00.000Z`)),
);

/**
 * Numbers far past a 32-bit integer and a numeric(18,2) column, for fields whose schema sets no
 * bound of its own (a page index, a count): PostgreSQL answers them with 22003.
 */
const hugeNumbers = (type: 'integer' | 'number') =>
  [2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, ...(type === 'number' ? [1e20, 1e308] : [])].flatMap((n) => [n, -n]);

const edgeDates = ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'];

/**
 * The edge values of one query parameter, as strings: the boundary days for a date, and the schema's
 * own bounds plus the huge numbers it lets through for a number. Nothing for other parameters.
 */
export function edgeValues(schema: JsonSchema): string[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.flatMap(edgeValues))];
  if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return edgeDates;
  if (schema.format === 'date-time') return edgeDates.map((d) => `${d}T00:00:00.000Z`);
  if (schema.type !== 'integer' && schema.type !== 'number') return [];
  const { minimum: min = -Infinity, maximum: max = Infinity } = schema;
  return [...new Set([min, max, ...hugeNumbers(schema.type)])]
    .filter((n) => Number.isFinite(n) && n >= min && n <= max)
    .map(String);
}

/** Text of the allowed length: usually short, sometimes at the limits, with every kind of character. */
function text(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 300);
  const short = fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 24)), unit: 'grapheme' });
  const binary = fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 12)), unit: 'binary' });
  const atMax = fc.constant('ş'.repeat(max));
  const nastyFit = nastyString.filter((s) => s.length >= min && s.length <= max);
  return fc.oneof({ arbitrary: short, weight: 6 }, { arbitrary: binary, weight: 2 }, atMax, nastyFit);
}

/**
 * The largest number a digits pattern allows ('^\\d{1,12}(\\.\\d{1,2})?$' -> '999999999999.99'), or
 * null for another pattern: amounts and quantities at their limit, so sums and products of them
 * (a dashboard total, a line's net) are tried where they could overflow.
 */
export function largestOf(pattern: string): string | null {
  const m = /^\^\\d\{1,(\d+)\}(?:\(\\\.\\d\{1,(\d+)\}\)\?)?\$$/.exec(pattern);
  return m ? '9'.repeat(Number(m[1])) + (m[2] ? `.${'9'.repeat(Number(m[2]))}` : '') : null;
}

function patterned(pattern: string): fc.Arbitrary<string> {
  // A date shape is also tried with real dates: a regex alone lets 2024-02-30 through.
  if (pattern === '^\\d{4}-\\d{2}-\\d{2}$')
    return fc.oneof({ arbitrary: isoDate, weight: 4 }, fc.stringMatching(new RegExp(pattern)));
  const any = fc.stringMatching(new RegExp(pattern, 'u'));
  const largest = largestOf(pattern);
  return largest ? fc.oneof({ arbitrary: any, weight: 3 }, fc.constant(largest)) : any;
}

/** Values the schema accepts (as far as JSON Schema can say: refinements are not in the document). */
export function valid(schema: JsonSchema, ids: IdSource, depth = 0, hint?: string): fc.Arbitrary<unknown> {
  const base = validNonNull(schema, ids, depth, hint);
  return schema.nullable ? fc.oneof({ arbitrary: base, weight: 3 }, fc.constant(null)) : base;
}

function validNonNull(schema: JsonSchema, ids: IdSource, depth: number, hint?: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valid(s, ids, depth + 1, hint)));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return ids.ids(hint);
      if (schema.format === 'date-time') return isoDateTime;
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return isoDate;
      if (schema.pattern) return patterned(schema.pattern);
      return text(schema);
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31;
      const bounded = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
      // Without a bound in the schema, numbers well past any column's range are valid input too.
      const unbounded = hugeNumbers(schema.type).filter(
        (n) => (schema.minimum === undefined || n >= min) && (schema.maximum === undefined || n <= max),
      );
      const edges = fc.constantFrom(...[min, max, 0, 1].filter((n) => n >= min && n <= max), ...unbounded);
      // A record's version is small: a random one would only ever test the 409.
      if (hint === 'version') return fc.oneof({ arbitrary: fc.constantFrom(1, 1, 2, 3), weight: 4 }, bounded);
      if (schema.type === 'integer') return fc.oneof({ arbitrary: bounded, weight: 3 }, edges);
      return fc.oneof(bounded, edges, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4), depth > 2 ? 2 : 4);
      return fc.array(schema.items ? valid(schema.items, ids, depth + 1, hint) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(maxLength, schema.minItems ?? 0),
      });
    }
    case 'object':
    case undefined: {
      if (!schema.properties && schema.type === undefined) return fc.jsonValue({ maxDepth: 2 });
      const props = schema.properties ?? {};
      const required = schema.required ?? [];
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valid(s, ids, depth + 1, k)]));
      return fc.record(model, { requiredKeys: required.filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * A value that breaks the schema somewhere: another type or nasty value in one field, a required
 * field missing, unknown fields, or something else entirely.
 */
export function invalid(schema: JsonSchema, ids: IdSource): fc.Arbitrary<unknown> {
  const whole = fc.oneof(nasty, fc.jsonValue({ maxDepth: 3 }));
  const props = schema.properties;
  if (!props || Object.keys(props).length === 0) return whole;
  const keys = Object.keys(props);
  const base = valid({ ...schema, nullable: false }, ids) as fc.Arbitrary<Record<string, unknown>>;
  const oneFieldNasty = fc
    .tuple(base, fc.constantFrom(...keys), fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 })))
    .map(([v, k, bad]) => ({ ...v, [k]: bad }));
  const nestedNasty = fc
    .tuple(base, fc.constantFrom(...keys))
    .chain(([v, k]) => fc.tuple(fc.constant(v), fc.constant(k), invalid(props[k]!, ids)))
    .map(([v, k, bad]) => ({ ...v, [k]: bad }));
  const required = (schema.required ?? []).filter((k) => k in props);
  const missing = required.length
    ? fc.tuple(base, fc.constantFrom(...required)).map(([v, k]) => {
        const copy = { ...v };
        delete copy[k];
        return copy;
      })
    : base;
  const extra = fc
    .tuple(base, fc.oneof(fc.constantFrom('id', 'tenantId', 'version', 'createdBy', '__proto__'), fc.string()), nasty)
    .map(([v, k, bad]) => ({ ...v, [k]: bad }));
  return fc.oneof(whole, oneFieldNasty, nestedNasty, missing, extra);
}

/** A query string from the documented parameters: valid values, nasty values, unknown and repeated keys. */
export function queryString(
  params: { name: string; schema: JsonSchema }[],
  ids: IdSource,
  mode: 'valid' | 'invalid',
): fc.Arbitrary<string> {
  const stringify = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const pairs: fc.Arbitrary<[string, string]>[] = params.map(({ name, schema }) =>
    (mode === 'valid' ? valid(schema, ids, 0, name) : fc.oneof(nasty, valid(schema, ids, 0, name))).map(
      (v) => [name, stringify(v)] as [string, string],
    ),
  );
  const unknown = fc.tuple(fc.oneof(fc.string(), fc.constantFrom('tenantId', 'id', '__proto__')), nastyString);
  const none = fc.constant<[string, string][]>([]);
  const chosen: fc.Arbitrary<[string, string][]> =
    pairs.length === 0
      ? none
      : fc.subarray(pairs).chain((subset) => (subset.length ? fc.tuple(...subset).map((t) => [...t]) : none));
  const all =
    mode === 'valid'
      ? chosen
      : fc.tuple(chosen, fc.array(unknown, { maxLength: 2 })).map(([a, b]) => [...a, ...b] as [string, string][]);
  return all.map((entries) => new URLSearchParams(entries).toString());
}
