import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../../shared/audit.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { openSite, requestsTo } from '../../../testing/open-site.tsx';
// Compiled with this file, so that the page's first wait is not spent compiling its lazy chunk.
import './admin-audit-page.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  created_at: '2026-03-02T12:00:00Z',
  action: 'sign_in',
  user_id: 'joao',
  user_email: 'joao@example.com',
  actor: null,
  ip: '203.0.113.7',
  user_agent: null,
  detail: {},
  ...fields,
});
const team = { id: 'ana', email: 'ana@legacy.example' };

describe('/admin/registro', () => {
  it('tells each activity as a sentence, with its time and IP', async () => {
    server.respondTo('/api/v1/admin/audit', 200, {
      entries: [
        entry({ action: 'invite_sent', actor: team }),
        entry({ action: 'sign_in' }),
        entry({
          action: 'material_uploaded',
          user_id: 'ana',
          user_email: team.email,
          actor: team,
          detail: { title: 'Guia do legado' },
          ip: null,
        }),
        entry({ action: 'user_deleted', user_id: 'gone', user_email: null, actor: team }),
        entry({ action: 'user_created' }),
        entry({ action: 'something_new' }),
        entry({ action: 'sign_in_failed' }),
        entry({ action: 'sign_in_failed', user_id: null, user_email: null }),
        entry({ action: 'account_deleted_by_owner', user_id: 'gone', user_email: null }),
        entry({ action: 'profile_updated', actor: team }),
      ],
      page: 1,
      per_page: 50,
      total: 10,
    });
    await openSite(server, '/admin/registro');
    const list = await screen.findByRole('list', { name: 'Atividades registradas' });
    await waitFor(() => expect(document.title).toBe('Registro — Console — Legacy'));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild!.textContent)).toEqual([
      'ana@legacy.example convidou joao@example.com',
      'joao@example.com entrou na conta',
      'ana@legacy.example enviou um material: “Guia do legado”',
      'ana@legacy.example excluiu uma conta',
      'A conta joao@example.com foi criada',
      'joao@example.com: something_new',
      'Tentativa de entrada com senha incorreta na conta joao@example.com',
      'Tentativa de entrada com um email que não tem conta',
      'Uma conta foi excluída pelo próprio titular',
      'ana@legacy.example atualizou o perfil de joao@example.com',
    ]);
    expect(items[0]).toHaveTextContent(/2026.* · IP 203\.0\.113\.7$/);
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T12:00:00Z');
  });

  it('pages back in time', async () => {
    server.respondTo('/api/v1/admin/audit', 200, {
      entries: [entry({})],
      page: 1,
      per_page: 50,
      total: 120,
    });
    await openSite(server, '/admin/registro');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(requestsTo(server, '/api/v1/admin/audit').map((request) => request.search)).toEqual([
        '?page=1',
        '?page=2',
      ]),
    );
  });
});
