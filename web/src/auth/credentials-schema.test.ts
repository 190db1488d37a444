import { describe, expect, it } from 'vitest';
import { emailMaxLength } from '../../../shared/credential-limits.ts';
import {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  validate,
} from './credentials-schema.ts';

const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('the refused fields', () => {
  it('names each refused field with its first message, the toast keeping the first of all', () => {
    expect(validate(signInSchema, { email: 'nope', password: '1' })).toEqual({
      success: false,
      message: 'Email inválido',
      fieldMessages: {
        email: 'Email inválido',
        password: 'Senha deve ter no mínimo 6 caracteres',
      },
    });
  });
});

describe('the sign-in validation (seed §5)', () => {
  it('accepts a valid e-mail and password, and trims the e-mail', () => {
    expect(validate(signInSchema, { email: '  ana@example.com \t', password: 'secret' })).toEqual({
      success: true,
      data: { email: 'ana@example.com', password: 'secret' },
    });
  });

  it('sends the address as the server stores it, lower-cased', () => {
    expect(validate(resetRequestSchema, { email: 'Ana@Example.COM' })).toEqual({
      success: true,
      data: { email: 'ana@example.com' },
    });
  });

  // The server refuses them too (header injection); an e-mail input strips them as they are typed.
  it.each(['ana@example.com\n', '\rana@example.com', 'ana@exa\nmple.com'])(
    'refuses a line break in %j with "Email inválido"',
    (email) => {
      expect(validate(resetRequestSchema, { email })).toMatchObject({
        success: false,
        message: 'Email inválido',
      });
    },
  );

  it.each(['', 'ana', 'ana@', '@example.com', 'ana example.com'])(
    'refuses "%s" with "Email inválido"',
    (email) => {
      expect(validate(signInSchema, { email, password: 'secret' })).toMatchObject({
        success: false,
        message: 'Email inválido',
      });
    },
  );

  it('allows 255 characters of e-mail and refuses 256 with "Email muito longo"', () => {
    expect(emailMaxLength).toBe(255);
    expect(validate(resetRequestSchema, { email: emailOfLength(255) }).success).toBe(true);
    expect(validate(resetRequestSchema, { email: emailOfLength(256) })).toMatchObject({
      success: false,
      message: 'Email muito longo',
    });
  });

  it('counts the length after trimming', () => {
    expect(validate(resetRequestSchema, { email: `  ${emailOfLength(255)}  ` }).success).toBe(true);
  });

  it('counts password length in characters, as people do, not in UTF-16 units', () => {
    const attempt = (password: string) =>
      validate(signInSchema, { email: 'ana@example.com', password });
    expect(attempt('🔑🔑🔑🔑🔑🔑').success).toBe(true);
    expect(attempt('🔑'.repeat(100)).success).toBe(true);
    expect(attempt('🔑'.repeat(101))).toMatchObject({
      success: false,
      message: 'Senha muito longa',
    });
  });

  it('needs 6 to 100 characters of password', () => {
    const attempt = (password: string) =>
      validate(signInSchema, { email: 'ana@example.com', password });
    expect(attempt('12345')).toMatchObject({
      success: false,
      message: 'Senha deve ter no mínimo 6 caracteres',
    });
    expect(attempt('123456').success).toBe(true);
    expect(attempt('x'.repeat(100)).success).toBe(true);
    expect(attempt('x'.repeat(101))).toMatchObject({
      success: false,
      message: 'Senha muito longa',
    });
  });

  it('reports the e-mail first when both fields are wrong', () => {
    expect(validate(signInSchema, { email: 'nope', password: '1' })).toMatchObject({
      success: false,
      message: 'Email inválido',
    });
  });

  it('does not check a password in reset mode', () => {
    expect(validate(resetRequestSchema, { email: 'ana@example.com', password: '' })).toEqual({
      success: true,
      data: { email: 'ana@example.com' },
    });
  });
});

describe('the new-password validation', () => {
  it('applies the same length rules with the default minimum', () => {
    expect(
      validate(newPasswordSchema(6), { password: '12345', passwordConfirmation: '12345' }),
    ).toMatchObject({
      success: false,
      message: 'Senha deve ter no mínimo 6 caracteres',
    });
    const long = 'x'.repeat(101);
    expect(
      validate(newPasswordSchema(6), { password: long, passwordConfirmation: long }),
    ).toMatchObject({
      success: false,
      message: 'Senha muito longa',
    });
  });

  it("needs the server's configured minimum, and says so", () => {
    const attempt = (password: string) =>
      validate(newPasswordSchema(8), { password, passwordConfirmation: password });
    expect(attempt('1234567')).toMatchObject({
      success: false,
      message: 'Senha deve ter no mínimo 8 caracteres',
    });
    expect(attempt('12345678').success).toBe(true);
  });

  it('refuses a confirmation that differs with "As senhas não coincidem"', () => {
    expect(
      validate(newPasswordSchema(6), {
        password: 'nova-senha',
        passwordConfirmation: 'nova-senhA',
      }),
    ).toMatchObject({ success: false, message: 'As senhas não coincidem' });
    expect(
      validate(newPasswordSchema(6), { password: 'nova-senha', passwordConfirmation: 'nova-senha' })
        .success,
    ).toBe(true);
  });
});
