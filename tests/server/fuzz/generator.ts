// A small, seeded input generator for the OpenAPI fuzz suite: valid values from a JSON schema, and
// mutations of them (wrong types, hostile strings, out-of-range numbers, missing and extra fields).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown>;

/** mulberry32: a tiny deterministic PRNG, so a failing case is reproduced by its seed. */
export function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const HOSTILE_VALUES: readonly Json[] = [
  null,
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '🎯🔥',
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{"nested":true}',
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  true,
  false,
  [],
  [1, 'two', null],
  {},
  { __proto__: { admin: true } } as unknown as Json,
  { constructor: { prototype: { admin: true } } },
];

export const HOSTILE_PARAMS: readonly string[] = [
  '0',
  '-1',
  '1',
  '2',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '0x10',
  'abc',
  '%00',
  '%F0%9F%8E%AF',
  '%ED%A0%80',
  '1.5',
  ' 1',
  'null',
  '%25',
  'a'.repeat(90),
];

const SAMPLE_STRINGS = ['Ana', 'Red Devils', 'paintball-42', 'XBall', 'abc', '1234', 'ABCD', 'nyc1'];

function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? '';
    return resolve(components[name] ?? {}, components);
  }
  return schema;
}

function validString(schema: Schema, random: Rng): string {
  if (schema.format === 'email') return `fuzz${random.int(1, 1_000_000)}@example.com`;
  if (schema.format === 'uri') return 'https://example.com/fuzz';
  if (schema.format === 'date-time') return new Date(1_700_000_000_000).toISOString();
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, 24);
  let text = random.pick(SAMPLE_STRINGS);
  while (text.length < min) text += 'x';
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

/** A value that the schema accepts as far as this small generator can tell (patterns are not honoured). */
export function validValue(raw: Schema, components: Record<string, Schema>, random: Rng, depth = 0): Json {
  const schema = resolve(raw, components);
  if (depth > 8) return null;
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum)) return random.pick(schema.enum as Json[]);
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) {
    return validValue(random.pick(choices), components, random, depth + 1);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return validValue(schema.allOf[0] as Schema, components, random, depth + 1);
  }
  const type = Array.isArray(schema.type) ? random.pick(schema.type as string[]) : schema.type;
  switch (type) {
    case 'string':
      return validString(schema, random);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      return random.int(Math.ceil(min), Math.floor(Math.min(max, min + 1000)));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const count = random.int(typeof schema.minItems === 'number' ? schema.minItems : 0, 2);
      const items = (schema.prefixItems as Schema[] | undefined) ?? null;
      if (items) return items.map((item) => validValue(item, components, random, depth + 1));
      return Array.from({ length: count }, () =>
        validValue((schema.items as Schema) ?? {}, components, random, depth + 1),
      );
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const value: Record<string, Json> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (required.has(key) || random.chance(0.6))
          value[key] = validValue(property, components, random, depth + 1);
      }
      return value;
    }
  }
}

/** `value` with one hostile change: a field replaced, dropped or added, or the whole value replaced. */
export function mutate(value: Json, random: Rng): Json {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const copy: Record<string, Json> = { ...value };
    const roll = random.next();
    if (keys.length > 0 && roll < 0.6) {
      const key = random.pick(keys);
      copy[key] = random.chance(0.2) ? mutate(copy[key] ?? null, random) : random.pick(HOSTILE_VALUES);
      return copy;
    }
    if (keys.length > 0 && roll < 0.75) {
      delete copy[random.pick(keys)];
      return copy;
    }
    if (roll < 0.9) {
      copy[random.pick(['isAdmin', 'roles', 'passwordHash', 'id', '\u0000', 'status'])] =
        random.pick(HOSTILE_VALUES);
      return copy;
    }
  }
  if (Array.isArray(value) && value.length > 0 && random.chance(0.5)) {
    const copy = [...value];
    copy[random.int(0, copy.length - 1)] = random.pick(HOSTILE_VALUES);
    return copy;
  }
  return random.pick(HOSTILE_VALUES);
}
