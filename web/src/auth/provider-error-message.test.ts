import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isExpiredLinkError,
  newPasswordErrorMessage,
  providerErrorMessage,
} from './provider-error-message.ts';
import { fetchRememberingRetryAfter } from './retry-after.ts';

const apiError = (message: string, fields: { status?: number; code?: string } = {}) => ({
  name: 'AuthApiError',
  message,
  ...fields,
});

/** The auth API answers `path` with `status` and these headers, through the app's fetch. */
async function answer(path: string, status: number, headers: Record<string, string> = {}) {
  const send = vi.fn(async () => new Response('{}', { status, headers }));
  await fetchRememberingRetryAfter(send)(`http://localhost/auth/v1${path}`);
}

afterEach(async () => {
  await answer('/token', 200);
  await answer('/recover', 200);
});

describe('the provider error map (seed §8)', () => {
  it.each([
    ['Invalid login credentials', 'Email ou senha incorretos.'],
    ['User already registered', 'Este email já está cadastrado.'],
    ['Email not confirmed', 'Por favor, confirme seu email antes de fazer login.'],
  ])('shows "%s" as "%s", also inside a longer text', (providerText, shown) => {
    expect(providerErrorMessage(apiError(providerText))).toBe(shown);
    expect(providerErrorMessage(apiError(`AuthApiError: ${providerText} (400)`))).toBe(shown);
  });

  it('falls back to a generic message for anything else', () => {
    for (const message of ['invalid login credentials', '', '{}']) {
      expect(providerErrorMessage(apiError(message))).toBe('Ocorreu um erro. Tente novamente.');
    }
  });

  it('explains a refused new password by its code', () => {
    expect(
      newPasswordErrorMessage(apiError('Password is known to be weak', { code: 'weak_password' })),
    ).toBe('Esta senha é muito comum ou fácil de adivinhar. Escolha outra.');
    expect(
      newPasswordErrorMessage(
        apiError('New password should be different', { code: 'same_password' }),
      ),
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

describe('what the seed left to the generic message', () => {
  it('says the server cannot be reached when there is no answer or a gateway fails', () => {
    for (const status of [0, 502, 503, 504]) {
      expect(
        providerErrorMessage({
          name: 'AuthRetryableFetchError',
          message: 'Failed to fetch',
          status,
        }),
      ).toBe('Sem conexão com o servidor. Verifique sua internet e tente de novo.');
    }
  });

  it('counts the minutes of a locked sign-in from Retry-After, rounding up', async () => {
    await answer('/token', 429, { 'retry-after': '841' });
    const locked = apiError('Too many requests', { status: 429, code: 'over_request_rate_limit' });
    expect(providerErrorMessage(locked)).toBe('Muitas tentativas. Tente de novo em 15 minutos.');
    await answer('/token', 429, { 'retry-after': '42' });
    expect(providerErrorMessage(locked)).toBe('Muitas tentativas. Tente de novo em 1 minuto.');
  });

  it('still says to wait when Retry-After cannot be read (another origin)', async () => {
    await answer('/token', 429);
    expect(providerErrorMessage(apiError('Too many requests', { status: 429 }))).toBe(
      'Muitas tentativas. Tente de novo em alguns minutos.',
    );
  });

  it('says how many seconds until another reset e-mail, from Retry-After or the text', async () => {
    const tooSoon = apiError('For security purposes, you can only request this after 37 seconds.', {
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    expect(providerErrorMessage(tooSoon)).toBe(
      'Acabamos de enviar um email para este endereço. Aguarde 37 segundos para pedir outro.',
    );
    await answer('/recover', 429, { 'retry-after': '12' });
    expect(providerErrorMessage(tooSoon)).toBe(
      'Acabamos de enviar um email para este endereço. Aguarde 12 segundos para pedir outro.',
    );
  });
});
