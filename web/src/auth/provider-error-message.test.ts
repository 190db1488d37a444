import { describe, expect, it } from 'vitest';
import {
  isExpiredLinkError,
  newPasswordErrorMessage,
  providerErrorMessage,
} from './provider-error-message.ts';

describe('the provider error map (seed §8)', () => {
  it.each([
    ['Invalid login credentials', 'Email ou senha incorretos.'],
    ['User already registered', 'Este email já está cadastrado.'],
    ['Email not confirmed', 'Por favor, confirme seu email antes de fazer login.'],
  ])('shows "%s" as "%s", also inside a longer text', (providerText, shown) => {
    expect(providerErrorMessage({ message: providerText })).toBe(shown);
    expect(providerErrorMessage({ message: `AuthApiError: ${providerText} (400)` })).toBe(shown);
  });

  it('falls back to a generic message for anything else', () => {
    for (const message of ['Failed to fetch', 'invalid login credentials', '', '{}']) {
      expect(providerErrorMessage({ message })).toBe('Ocorreu um erro. Tente novamente.');
    }
  });

  it('explains a refused new password by its code', () => {
    expect(
      newPasswordErrorMessage({ message: 'Password is known to be weak', code: 'weak_password' }),
    ).toBe('Esta senha é muito comum ou fácil de adivinhar. Escolha outra.');
    expect(
      newPasswordErrorMessage({
        message: 'New password should be different',
        code: 'same_password',
      }),
    ).toBe('A nova senha precisa ser diferente da atual.');
  });

  it('recognises an expired or used one-time link', () => {
    expect(
      isExpiredLinkError({ message: 'Email link is invalid or has expired', code: 'otp_expired' }),
    ).toBe(true);
    expect(
      isExpiredLinkError({ message: 'Invalid login credentials', code: 'invalid_credentials' }),
    ).toBe(false);
  });
});
