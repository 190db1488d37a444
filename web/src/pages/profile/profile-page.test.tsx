import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { profileAnswer, renderClientArea } from '../../testing/render-client-area.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByRole('textbox', { name });
const profileRequests = (method: string) =>
  server.requests.filter(
    (request) => request.path === '/api/v1/profile' && request.method === method,
  );
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));

async function openProfile(profile = profileAnswer()) {
  server.respondTo('/api/v1/profile', 200, profile);
  const router = await renderClientArea(server, '/dashboard/perfil');
  await screen.findByRole('heading', { name: 'Seus dados' });
  return router;
}

describe('/dashboard/perfil', () => {
  it('loads the saved profile into the form, as the signed-in client', async () => {
    await openProfile(
      profileAnswer({
        full_name: 'Ana Souza',
        company: 'Souza & Filhos',
        preferred_channel: 'phone',
      }),
    );
    expect(field('Nome completo')).toHaveValue('Ana Souza');
    expect(field('Empresa')).toHaveValue('Souza & Filhos');
    expect(field('Cargo')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Telefone' })).toBeChecked();
    expect(profileRequests('GET')[0]?.authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/);
    await waitFor(() => expect(document.title).toBe('Meu perfil — Legacy'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meu perfil');
  });

  it('says which fields make a complete profile, and that it is not complete yet', async () => {
    await openProfile(profileAnswer({ full_name: 'Ana Souza' }));
    const completion = screen.getByRole('region', { name: 'Para um perfil completo' });
    expect(within(completion).getByText('Incompleto')).toBeInTheDocument();
    expect(
      within(completion)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nome completo (preenchido)',
      'Telefone (falta preencher)',
      'Empresa (falta preencher)',
      'Cargo (falta preencher)',
      'Como prefere ser contatado (falta preencher)',
    ]);
  });

  it('shows each refused value beside its field, focuses the first, and sends nothing', async () => {
    await openProfile();
    fireEvent.change(field('Telefone'), { target: { value: '12ab' } });
    fireEvent.change(field('Cidade'), { target: { value: 'x'.repeat(121) } });
    save();

    const phoneMessage = 'Informe um telefone com DDD, só com números, espaços, +, ( ) e -.';
    expect(await screen.findByText(phoneMessage)).toBeInTheDocument();
    expect(field('Telefone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Telefone')).toHaveAccessibleDescription(
      `Com DDD. Ex.: (11) 98765-4321 ${phoneMessage}`,
    );
    expect(field('Cidade')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Cidade')).toHaveAccessibleDescription('Use no máximo 120 caracteres.');
    expect(field('Nome completo')).not.toHaveAttribute('aria-invalid');
    expect(field('Telefone')).toHaveFocus();
    expect(await screen.findByText('Revise o perfil')).toBeInTheDocument();
    expect(profileRequests('PUT')).toEqual([]);

    fireEvent.change(field('Telefone'), { target: { value: '(11) 98765-4321' } });
    expect(field('Telefone')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed values, blank as null, and shows the saved, complete profile', async () => {
    await openProfile();
    fireEvent.change(field('Nome completo'), { target: { value: '  Ana Souza ' } });
    fireEvent.change(field('Telefone'), { target: { value: ' (11) 98765-4321' } });
    fireEvent.change(field('Empresa'), { target: { value: 'Souza & Filhos' } });
    fireEvent.change(field('Cargo'), { target: { value: 'Diretora-presidente  ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.change(field('Seus objetivos'), { target: { value: '   ' } });
    const sent = {
      full_name: 'Ana Souza',
      phone: '(11) 98765-4321',
      company: 'Souza & Filhos',
      job_title: 'Diretora-presidente',
      city: null,
      preferred_channel: 'whatsapp',
      goals: null,
    };
    server.respondTo(
      '/api/v1/profile',
      200,
      profileAnswer({
        ...sent,
        preferred_channel: 'whatsapp',
        completed: true,
        updated_at: '2026-03-02T13:30:00Z',
      }),
    );
    save();

    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
    expect(profileRequests('PUT')).toEqual([
      expect.objectContaining({ body: sent, authorization: expect.stringMatching(/^Bearer /) }),
    ]);
    expect(field('Nome completo')).toHaveValue('Ana Souza');
    expect(field('Seus objetivos')).toHaveValue('');
    const completion = screen.getByRole('region', { name: 'Para um perfil completo' });
    expect(within(completion).getByText('Completo')).toBeInTheDocument();
    expect(screen.getByText(/^Salvo em .*2026/)).toBeInTheDocument();
  });

  it('says a phone is too short when it has fewer than 8 digits', async () => {
    await openProfile();
    fireEvent.change(field('Telefone'), { target: { value: '(11) 9876' } });
    save();
    expect(
      await screen.findByText('Informe um telefone com DDD, com pelo menos 8 dígitos.'),
    ).toBeInTheDocument();
    expect(field('Telefone')).toHaveAttribute('aria-invalid', 'true');
    expect(profileRequests('PUT')).toEqual([]);
  });

  it('says when the profile was saved only once it is saved here', async () => {
    // An untouched profile may hold what the team wrote at the invitation, with its time.
    await openProfile(
      profileAnswer({ full_name: 'Ana Souza', updated_at: '2026-03-01T10:00:00Z' }),
    );
    expect(screen.queryByText(/^Salvo em/)).not.toBeInTheDocument();

    server.respondTo(
      '/api/v1/profile',
      200,
      profileAnswer({ full_name: 'Ana Souza', updated_at: '2026-03-02T13:30:00Z' }),
    );
    save();
    expect(await screen.findByText(/^Salvo em 2 de março de 2026/)).toBeInTheDocument();
  });

  it('replaces the refusal’s toast with the saved one, and never stacks the same toast', async () => {
    await openProfile();
    fireEvent.change(field('Telefone'), { target: { value: '12ab' } });
    save();
    expect(await screen.findByText('Revise o perfil')).toBeInTheDocument();
    save();
    await waitFor(() => expect(field('Telefone')).toHaveFocus());
    expect(screen.getAllByText('Revise o perfil')).toHaveLength(1);

    fireEvent.change(field('Telefone'), { target: { value: '(11) 98765-4321' } });
    server.respondTo('/api/v1/profile', 200, profileAnswer({ phone: '(11) 98765-4321' }));
    save();
    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Revise o perfil')).not.toBeInTheDocument());
  });

  it('counts the characters of the goals as they are typed', async () => {
    await openProfile(profileAnswer({ goals: 'Legado' }));
    expect(field('Seus objetivos')).toHaveAccessibleDescription(/6 de 2\.000 caracteres$/);
    fireEvent.change(field('Seus objetivos'), { target: { value: 'x'.repeat(2001) } });
    expect(field('Seus objetivos')).toHaveAccessibleDescription(/2\.001 de 2\.000 caracteres$/);
    save();
    expect(await screen.findByText('Use no máximo 2000 caracteres.')).toBeInTheDocument();
    expect(field('Seus objetivos')).toHaveFocus();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    await openProfile();
    fireEvent.change(field('Nome completo'), { target: { value: 'Ana' } });
    server.respondTo('/api/v1/profile', 400, {
      code: 'validation_failed',
      message: 'Informe o nome completo.',
      field: 'full_name',
    });
    save();
    expect(await screen.findAllByText('Informe o nome completo.')).not.toHaveLength(0);
    expect(field('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome completo')).toHaveAccessibleDescription('Informe o nome completo.');
    expect(field('Nome completo')).toHaveFocus();
  });

  it('says there is no connection when the save cannot reach the server, keeping what was typed', async () => {
    await openProfile();
    fireEvent.change(field('Cidade'), { target: { value: 'Campinas' } });
    server.goOffline('/api/v1/profile');
    save();
    const message = await screen.findByText(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent('Não foi possível salvar');
    expect(field('Cidade')).toHaveValue('Campinas');
    expect(screen.getByRole('button', { name: 'Salvar perfil' })).toBeEnabled();
  });

  it('says there is no connection when the profile cannot be loaded, and tries again', async () => {
    server.goOffline('/api/v1/profile');
    await renderClientArea(server, '/dashboard/perfil');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
    );
    server.respondTo('/api/v1/profile', 200, profileAnswer({ city: 'Recife' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByLabelText('Cidade')).toHaveValue('Recife');
  });

  it('says the server is unreachable on a 503', async () => {
    await openProfile();
    server.respondTo('/api/v1/profile', 503, {
      code: 'service_unavailable',
      message: 'Serviço indisponível no momento. Tente de novo em instantes.',
    });
    save();
    expect(
      await screen.findByText(
        'Não foi possível falar com o servidor agora. Tente de novo em instantes.',
      ),
    ).toBeInTheDocument();
  });

  it('treats a 401 as signed out: the session ends and the client goes to /auth', async () => {
    server.respondTo('/api/v1/profile', 401, {
      code: 'session_not_found',
      message: 'Sua sessão terminou. Entre novamente para continuar.',
    });
    const router = await renderClientArea(server, '/dashboard/perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Sessão encerrada')).toBeInTheDocument();
    expect((await server.client.getSession()).data.session).toBeNull();
  });

  it('marks itself as the current page in the nav, and "Início" leads back with its own title', async () => {
    const router = await openProfile();
    const nav = screen.getByRole('navigation', { name: 'Páginas da área do cliente' });
    expect(within(nav).getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const home = within(nav).getByRole('link', { name: 'Início' });
    expect(home).not.toHaveAttribute('aria-current');
    await act(async () => fireEvent.click(home));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Área do Cliente' })).toBeInTheDocument();
    expect(document.title).not.toBe('Meu perfil — Legacy');
  });

  it('has the client area’s "Sair", which signs out and goes home', async () => {
    const router = await renderClientArea(server, '/dashboard/perfil');
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.requests.some((request) => request.path === '/auth/v1/logout')).toBe(true);
  });
});
