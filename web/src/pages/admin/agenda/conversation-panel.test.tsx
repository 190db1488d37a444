import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import { openAdminAgenda, teamBookingAnswer } from './testing/open-admin-agenda.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  clientIn('America/Sao_Paulo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Monday 2 March, 08:00 in São Paulo: an hour before the tests' clock. */
const past = teamBookingAnswer({
  id: 'passada',
  start: '2026-03-02T11:00:00Z',
  end: '2026-03-02T11:45:00Z',
});
const pastWhen = 'segunda-feira, 2 de março, 08:00–08:45';
const record = { attendance: null, private_notes: null, recap: null };
const notesPath = '/api/v1/admin/bookings/passada/notes';

const card = (when: string) =>
  screen.getByRole('button', { name: new RegExp(when) }).closest('li') as HTMLElement;

describe('/admin/agenda: after the conversation', () => {
  it('marks a past conversation held, and saves its private notes and the client’s recap', async () => {
    await openAdminAgenda(server, { bookings: [past, teamBookingAnswer()] });
    const monday = card(pastWhen);
    expect(within(monday).queryByRole('button', { name: /^Cancelar conversa/ })).toBeNull();
    fireEvent.click(
      within(monday).getByRole('button', { name: `Registrar a conversa de ${pastWhen}` }),
    );
    const panel = within(monday).getByRole('group', { name: '08:00–08:45' });

    server.respondTo('/api/v1/admin/bookings/passada/attendance', 200, {
      ...record,
      attendance: 'attended',
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Realizada' }));
    expect(await screen.findByText('Presença registrada: Realizada.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Realizada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(monday).toHaveTextContent(/08:00–08:45Realizada/);

    const notes = within(panel).getByRole('textbox', { name: 'Notas privadas' });
    expect(notes).toHaveAccessibleDescription(/O cliente nunca vê estas notas/);
    fireEvent.change(notes, { target: { value: 'Prefere não falar do irmão.' } });
    server.respondTo(notesPath, 200, { ...record, private_notes: 'Prefere não falar do irmão.' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar notas privadas' }));
    expect(await screen.findByText('Notas privadas salvas.')).toBeInTheDocument();
    expect(requestsTo(server, notesPath, 'PUT')).toEqual([
      expect.objectContaining({ body: { private_notes: 'Prefere não falar do irmão.' } }),
    ]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar resumo' }));
    expect(await screen.findByText('Revise o resumo')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Resumo' })).toHaveFocus();
    expect(requestsTo(server, notesPath, 'PUT')).toHaveLength(1);

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Resumo' }), {
      target: { value: 'Falamos da sucessão.' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Adicionar passo' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Passo 1' }), {
      target: { value: 'Listar os sócios' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Passo 1 feito' }));
    const recap = {
      summary: 'Falamos da sucessão.',
      action_items: [{ text: 'Listar os sócios', done: true }],
    };
    server.respondTo(notesPath, 200, {
      ...record,
      recap: { ...recap, updated_at: '2026-03-02T12:00:00Z' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar resumo' }));
    expect(await screen.findByText('Resumo salvo.')).toBeInTheDocument();
    expect(requestsTo(server, notesPath, 'PUT')[1]).toMatchObject({ body: { recap } });
  });

  it('offers only private notes before the start, and tells the server’s refusal', async () => {
    await openAdminAgenda(server);
    const tuesday = 'terça-feira, 3 de março, 10:00–10:45';
    fireEvent.click(screen.getByRole('button', { name: `Notas privadas de ${tuesday}` }));
    const panel = screen.getByRole('group', { name: '10:00–10:45' });
    expect(within(panel).queryByRole('button', { name: 'Realizada' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Salvar resumo' })).toBeNull();
    expect(panel).toHaveTextContent('ficam para depois do início');

    server.respondTo('/api/v1/admin/bookings/reserva-1/notes', 422, {
      code: 'booking_cancelled',
      message: 'Esta conversa foi cancelada: não há presença nem resumo a registrar.',
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar notas privadas' }));
    expect(await screen.findByText('Não foi possível salvar')).toBeInTheDocument();
    expect(screen.getByText(/Esta conversa foi cancelada/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Salvar notas privadas' })).toBeEnabled(),
    );
  });
});
