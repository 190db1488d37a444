import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { renderAuthPage } from './testing/render-auth-page.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true });

// What the server inlines with PASSWORD_MIN_LENGTH=8. The page reads it once, at the first render,
// so it has a test file of its own.
beforeAll(() => {
  const runtimeConfig = document.createElement('script');
  runtimeConfig.type = 'application/json';
  runtimeConfig.id = 'runtime-config';
  runtimeConfig.textContent = JSON.stringify({ passwordMinLength: 8 });
  document.head.append(runtimeConfig);
});

describe("the /auth screen with the server's minimum password length at 8", () => {
  it('asks for 8 characters in "Nova senha" and refuses 7 without sending anything', async () => {
    const server = fakeAuthServer();
    renderAuthPage(server, '/auth?mode=reset&token_hash=abc&type=recovery');
    expect(await screen.findByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
    expect(field('Nova senha')).toHaveAccessibleDescription('De 8 a 100 caracteres.');
    fireEvent.change(field('Nova senha'), { target: { value: '1234567' } });
    fireEvent.change(field('Confirme a nova senha'), { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.endsWith('/verify'))).toEqual([]);
  });

  it('still signs in with 7 characters: the minimum applies when a password is set', async () => {
    const server = fakeAuthServer();
    server.respondTo('/token', 200, server.sessionBody('ana@example.com'));
    renderAuthPage(server);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(field('Senha'), { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login realizado!')).toBeInTheDocument();
  });
});
