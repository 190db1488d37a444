import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/repositories/users.ts';
import { appMetadataOf, mergeMetadata, userMetadataOf, withoutProviderKeys } from './metadata.ts';

function userWith(metadata: { app_metadata?: string; user_metadata?: string }): UserRow {
  return {
    id: '8d0f7a52-2a8e-4a53-9a55-0f3f1f3a1c01',
    identity_id: '5b1c7a3e-8f0c-4a4e-9d8e-6f1b2c3d4e5f',
    email: 'ana@exemplo.com.br',
    encrypted_password: null,
    email_confirmed_at: '2025-03-01T10:00:00.000Z',
    invited_at: null,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    last_sign_in_at: null,
    banned_until: null,
    user_metadata: '{}',
    app_metadata: '{}',
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...metadata,
  };
}

describe('mergeMetadata', () => {
  it('adds new keys and replaces existing ones', () => {
    expect(
      mergeMetadata({ nome: 'Ana', cidade: 'Recife' }, { cidade: 'Olinda', idade: 30 }),
    ).toEqual({ nome: 'Ana', cidade: 'Olinda', idade: 30 });
  });

  it('deletes a key given null', () => {
    expect(mergeMetadata({ nome: 'Ana', telefone: '81 99999-0000' }, { telefone: null })).toEqual({
      nome: 'Ana',
    });
    expect(mergeMetadata({ nome: 'Ana' }, { ausente: null })).toEqual({ nome: 'Ana' });
  });

  it('replaces a nested object whole instead of merging into it', () => {
    expect(
      mergeMetadata({ endereco: { rua: 'A', numero: 1 } }, { endereco: { rua: 'B' } }),
    ).toEqual({ endereco: { rua: 'B' } });
  });

  it('keeps falsy values other than null', () => {
    expect(mergeMetadata({}, { ativo: false, contador: 0, nota: '' })).toEqual({
      ativo: false,
      contador: 0,
      nota: '',
    });
  });

  it('leaves the current metadata unchanged', () => {
    const current = { nome: 'Ana', cidade: 'Recife' };
    mergeMetadata(current, { nome: null, cidade: 'Olinda' });
    expect(current).toEqual({ nome: 'Ana', cidade: 'Recife' });
  });
});

describe('withoutProviderKeys', () => {
  it('drops provider and providers and keeps everything else', () => {
    expect(
      withoutProviderKeys({
        provider: 'google',
        providers: ['google'],
        role: 'admin',
        plano: 'pro',
      }),
    ).toEqual({ role: 'admin', plano: 'pro' });
  });
});

describe('appMetadataOf', () => {
  it('returns the stored app metadata with the e-mail provider keys', () => {
    expect(appMetadataOf(userWith({ app_metadata: '{"role":"admin"}' }))).toEqual({
      role: 'admin',
      provider: 'email',
      providers: ['email'],
    });
  });

  it('always derives the provider keys, whatever is stored', () => {
    const user = userWith({ app_metadata: '{"provider":"github","providers":["github"]}' });
    expect(appMetadataOf(user)).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('gives only the provider keys when the stored JSON is not an object', () => {
    for (const stored of ['null', '[1,2]', '"texto"', '42', 'true']) {
      expect(appMetadataOf(userWith({ app_metadata: stored })), stored).toEqual({
        provider: 'email',
        providers: ['email'],
      });
    }
  });
});

describe('userMetadataOf', () => {
  it('returns the stored user metadata, or {} when it is not a JSON object', () => {
    expect(userMetadataOf(userWith({ user_metadata: '{"nome":"Ana","tags":["a"]}' }))).toEqual({
      nome: 'Ana',
      tags: ['a'],
    });
    for (const stored of ['null', '["a"]', '"texto"', '0']) {
      expect(userMetadataOf(userWith({ user_metadata: stored })), stored).toEqual({});
    }
  });
});
