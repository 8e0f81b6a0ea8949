import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Replies serialised from their zod schema compiled once to fast-json-stringify: the
 * zod type provider's serializer parses every reply through zod and then calls JSON.stringify,
 * about 12% of the CPU of a list page under load. fast-json-stringify writes only the schema's
 * properties (no field outside the contract leaves, as with zod) and refuses a missing required
 * one; it writes the required ones first, so an optional field may come later in the object than
 * with zod (JSON objects have no order). A schema that JSON Schema cannot express (a transform, a custom check)
 * keeps the zod serializer.
 *
 * With `check` (SERIALIZER_CHECK=1: the browser tests' server; the server tests' harness) every
 * reply is serialised both ways and a difference in the JSON values is an error: the whole test
 * suite is the proof that the two agree.
 */
export function createSerializerCompiler({ check = false } = {}) {
  return (route: { schema: unknown; method: string; url: string; httpStatus?: string }) => {
    const viaZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
    // Compiled on the route's first reply: compiling every route's at start cost 20 MB of idle memory.
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= compile(route.schema as ZodType, viaZod, check, `${route.method} ${route.url}`);
      return serialize(data);
    };
  };
}

function compile(
  schema: ZodType,
  viaZod: (data: unknown) => string,
  check: boolean,
  route: string,
): (data: unknown) => string {
  let fast: (data: unknown) => string;
  try {
    fast = fastJson(
      toFastSchema(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })),
    );
  } catch {
    return viaZod;
  }
  if (!check) return fast;
  return (data) => {
    const expected = viaZod(data);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `Serializers differ on ${route}:\n zod:  ${expected.slice(0, 500)}\n fast: ${written.slice(0, 500)}`,
      );
    }
    return written;
  };
}

/**
 * Rewrites what fast-json-stringify serialises slowly or not at all: `anyOf [T, null]` of a plain
 * type (zod's nullable) becomes `type: [T, 'null']`, which it writes without validating each value.
 * Any other union throws (the route keeps zod): fast-json-stringify picks a union's branch by
 * validating against it, not as zod does, and the check mode caught it writing a broker's project
 * with a client's fields.
 */
function toFastSchema(node: unknown): JsonSchema {
  return rewrite(node) as JsonSchema;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = rewrite(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (
      nullIndex >= 0 &&
      other &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array'
    ) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  if (out.anyOf || out.oneOf || out.allOf) throw new Error('A union: serialised by zod');
  return out;
}
