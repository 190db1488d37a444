import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** What an API would answer bad input with. */
class InvalidInput extends Error {}
const invalidInput = (message: string) => new InvalidInput(message);
import { zodSerializerCompiler, zodValidatorCompiler } from './zod-schema-compilers.ts';

const signInBody = z.object({
  email: z.string({ error: 'email is required' }).trim().toLowerCase(),
  password: z.string({ error: 'password is required' }),
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }).optional(),
});

function validate(schema: z.ZodType, data: unknown) {
  const validator = zodValidatorCompiler(
    invalidInput,
    'Request body must be a JSON object',
  )({
    schema,
    method: 'POST',
    url: '/auth/v1/token',
    httpPart: 'body',
  });
  return validator(data) as { value?: unknown; error?: Error };
}

function serialize(schema: z.ZodType, data: unknown) {
  const write = zodSerializerCompiler({
    schema,
    method: 'GET',
    url: '/auth/v1/user',
    httpStatus: '200',
  });
  return JSON.parse(write(data)) as unknown;
}

describe('zodValidatorCompiler', () => {
  it("answers a failing body with the error factory's error and the first problem's message", () => {
    const result = validate(signInBody, { password: 'uma senha' });
    expect(result.value).toBeUndefined();
    expect(result.error).toBeInstanceOf(InvalidInput);
    expect(result.error).toMatchObject({ message: 'email is required' });
  });

  it('reports only the first of several problems', () => {
    expect(validate(signInBody, {}).error?.message).toBe('email is required');
    expect(validate(signInBody, { email: 'ana@exemplo.com.br' }).error?.message).toBe(
      'password is required',
    );
  });

  it("names a nested field's wrong type by its own message, not as a bad body", () => {
    const result = validate(signInBody, { email: 'a@b.co', password: 'x', data: 'texto' });
    expect(result.error?.message).toBe('data must be an object');
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of ['texto', 42, true, [], [{ email: 'a@b.co', password: 'x' }]]) {
      const result = validate(signInBody, body);
      expect(result.error, JSON.stringify(body)).toBeInstanceOf(InvalidInput);
      expect(result.error?.message, JSON.stringify(body)).toBe(
        'Request body must be a JSON object',
      );
    }
  });

  it('checks an absent body as {}, naming the missing field', () => {
    expect(validate(signInBody, undefined).error?.message).toBe('email is required');
    expect(validate(signInBody, null).error?.message).toBe('email is required');
  });

  it('accepts an absent body when every field is optional', () => {
    const optionalOnly = z.object({ redirect_to: z.string().optional() });
    expect(validate(optionalOnly, undefined)).toEqual({ value: {} });
    expect(validate(optionalOnly, null)).toEqual({ value: {} });
  });

  it('hands the handler the parsed value: trimmed, normalised and without unknown keys', () => {
    const result = validate(signInBody, {
      email: '  Ana@Exemplo.COM.br ',
      password: ' espaços contam ',
      data: { nome: 'Ana' },
      is_admin: true,
    });
    expect(result.error).toBeUndefined();
    expect(result.value).toEqual({
      email: 'ana@exemplo.com.br',
      password: ' espaços contam ',
      data: { nome: 'Ana' },
    });
  });
});

describe('zodSerializerCompiler', () => {
  const userAnswer = z.object({
    id: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    user_metadata: z.record(z.string(), z.unknown()),
  });

  it('never writes a key the schema does not name', () => {
    const answer = serialize(userAnswer, {
      id: 'u1',
      email: 'ana@exemplo.com.br',
      user_metadata: {},
      encrypted_password: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    });
    expect(answer).toEqual({ id: 'u1', email: 'ana@exemplo.com.br', user_metadata: {} });
  });

  it('leaves out an optional key whose value is undefined', () => {
    const written = zodSerializerCompiler({ schema: userAnswer, method: 'GET', url: '/user' })({
      id: 'u1',
      email: 'ana@exemplo.com.br',
      phone: undefined,
      user_metadata: {},
    });
    expect(JSON.parse(written)).not.toHaveProperty('phone');
    expect(written).not.toContain('phone');
  });

  it('writes an optional key that has a value', () => {
    const answer = serialize(userAnswer, {
      id: 'u1',
      email: 'ana@exemplo.com.br',
      phone: '+55 81 99999-0000',
      user_metadata: {},
    });
    expect(answer).toMatchObject({ phone: '+55 81 99999-0000' });
  });

  it('keeps a record of unknown values whole, however deeply nested', () => {
    const metadata = {
      nome: 'Ana',
      ativo: false,
      nada: null,
      contagem: 0,
      endereco: { cidade: 'Recife', geo: { lat: -8.05, lng: -34.9 } },
      tags: ['a', 1, { b: [true, null] }],
    };
    const answer = serialize(userAnswer, {
      id: 'u1',
      email: 'ana@exemplo.com.br',
      user_metadata: metadata,
    });
    expect(answer).toEqual({ id: 'u1', email: 'ana@exemplo.com.br', user_metadata: metadata });
  });
});
