import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const member = z.object({
  _id: z.string(),
  name: z.string(),
  area: z.string().nullable(),
  earnings: z.number(),
});
const compile = (schema: z.ZodType, check = false) =>
  createSerializerCompiler({ check })({ schema, method: 'GET', url: '/api/test' });

describe('the reply serializer (core/serializer.ts)', () => {
  it('writes only the fields of the contract: a password hash in the data never leaves', () => {
    const write = compile(z.object({ response: z.array(member) }));
    const row = {
      _id: 'a1',
      name: 'منى زكي',
      area: null,
      earnings: 1500.3,
      passwordHash: '$argon2id$secret',
    };
    const json = write({ response: [row] });
    expect(json).not.toContain('argon2');
    expect(JSON.parse(json)).toEqual({
      response: [{ _id: 'a1', name: 'منى زكي', area: null, earnings: 1500.3 }],
    });
  });

  it('refuses a reply missing a required field, as zod does', () => {
    const write = compile(member);
    expect(() => write({ _id: 'a1', area: null, earnings: 1 })).toThrow();
  });

  it('keeps zod for a union, which it serialises by zod rules', () => {
    const schema = z.union([
      z.object({ kind: z.literal('broker'), commission: z.number() }),
      z.object({ kind: z.literal('client') }),
    ]);
    expect(JSON.parse(compile(schema, true)({ kind: 'client', commission: 2.5 }))).toEqual({
      kind: 'client',
    });
    expect(JSON.parse(compile(schema, true)({ kind: 'broker', commission: 2.5 }))).toEqual({
      kind: 'broker',
      commission: 2.5,
    });
  });

  it('in check mode, agrees with zod on every value it writes', () => {
    const write = compile(z.object({ response: z.array(member), pages: z.number().int() }), true);
    const reply = { response: [{ _id: 'b2', name: 'Omar', area: 'New Cairo', earnings: 0 }], pages: 1 };
    expect(JSON.parse(write(reply))).toEqual(reply);
  });
});
