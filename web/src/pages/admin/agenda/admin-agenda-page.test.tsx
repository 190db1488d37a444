import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { slotList, slots } from '../../../testing/agenda-answers.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import { hosts } from '../../../testing/agenda-answers.ts';
import { openAdminAgenda, teamBookingAnswer, teamHosts } from './testing/open-admin-agenda.ts';

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

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const week = () => screen.getByRole('region', { name: 'Conversas da semana' });
const day = (name: string) =>
  within(week()).getByRole('heading', { name }).closest('li') as HTMLElement;
const weeksAsked = () =>
  requestsTo(server, '/api/v1/admin/bookings').map((request) => request.search);
const tuesdayTen = 'terça-feira, 3 de março, 10:00–10:45';

describe('/admin/agenda: the week', () => {
  it('shows this week’s conversations under their days, in the reader’s zone', async () => {
    await openAdminAgenda(server, {
      bookings: [
        teamBookingAnswer({ notes: 'Prefere falar à tarde.' }),
        teamBookingAnswer({
          id: 'quinta',
          start: '2026-03-05T17:00:00Z',
          end: '2026-03-05T17:45:00Z',
          topic: null,
          meeting_url: 'https://meet.example.com/legado',
        }),
      ],
    });
    await waitFor(() => expect(document.title).toBe('Agenda — Console — Legacy'));
    expect(weeksAsked()).toEqual([
      '?from=2026-03-02T03%3A00%3A00.000Z&to=2026-03-09T03%3A00%3A00.000Z',
    ]);
    expect(within(week()).getByText('2 – 8 de março de 2026')).toBeInTheDocument();
    expect(within(week()).getByText(/^Horários no seu fuso: Horário Padrão de Brasília/));

    const tuesday = day('terça-feira, 3 de março');
    expect(tuesday).toHaveTextContent('1 conversa');
    expect(tuesday).toHaveTextContent('10:00–10:45Sucessão familiar');
    expect(tuesday).toHaveTextContent('Observações do cliente: Prefere falar à tarde.');
    expect(
      within(tuesday).getByRole('link', { name: `Ana Souza de ${tuesdayTen}` }),
    ).toHaveAttribute('href', '/admin/clientes/c1a2b3c4-0000-4000-8000-000000000001');
    const thursday = day('quinta-feira, 5 de março');
    expect(thursday).toHaveTextContent('14:00–14:45Assunto a definir');
    expect(within(thursday).getByRole('link', { name: /^Link da reunião/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/legado',
    );
    expect(day('segunda-feira, 2 de março')).toHaveTextContent('Nenhuma conversa');
    expect(within(week()).getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });

  it("shows each conversation's host, and one member's conversations when asked", async () => {
    server.respondTo('/api/v1/admin/hosts', 200, { hosts: teamHosts });
    await openAdminAgenda(server, { bookings: [teamBookingAnswer({ host: hosts.ana })] });
    expect(day('terça-feira, 3 de março')).toHaveTextContent('10:00–10:45Com Ana Ribeiro');
    server.respondTo('/api/v1/admin/bookings', 200, []);
    fireEvent.change(within(week()).getByRole('combobox', { name: 'Conversas de' }), {
      target: { value: hosts.bruno.id },
    });
    await waitFor(() => expect(day('terça-feira, 3 de março')).toHaveTextContent('Nenhuma'));
    expect(weeksAsked().at(-1)).toBe(
      `?from=2026-03-02T03%3A00%3A00.000Z&to=2026-03-09T03%3A00%3A00.000Z&host=${hosts.bruno.id}`,
    );
  });

  it('goes to the next and the previous week, and back to this one', async () => {
    await openAdminAgenda(server);
    expect(button('Esta semana')).toBeDisabled();
    server.respondTo('/api/v1/admin/bookings', 200, []);
    fireEvent.click(button('Próxima semana'));
    expect(within(week()).getByText('9 – 15 de março de 2026')).toBeInTheDocument();
    await waitFor(() => expect(day('segunda-feira, 9 de março')).toHaveTextContent('Nenhuma'));
    fireEvent.click(button('Semana anterior'));
    fireEvent.click(button('Semana anterior'));
    expect(within(week()).getByText('23 de fevereiro – 1 de março de 2026')).toBeInTheDocument();
    fireEvent.click(button('Esta semana'));
    // Each week shown is asked for: this one, the next, this one, the last, this one.
    await waitFor(() => expect(weeksAsked()).toHaveLength(5));
    expect(weeksAsked()[1]).toBe(
      '?from=2026-03-09T03%3A00%3A00.000Z&to=2026-03-16T03%3A00%3A00.000Z',
    );
    expect(weeksAsked()[3]).toBe(
      '?from=2026-02-23T03%3A00%3A00.000Z&to=2026-03-02T03%3A00%3A00.000Z',
    );
    expect(weeksAsked()[4]).toBe(weeksAsked()[0]);
  });

  it('cancels a conversation with a reason, asked for before anything is sent', async () => {
    await openAdminAgenda(server);
    fireEvent.click(button(`Cancelar conversa de ${tuesdayTen}`));
    const step = screen.getByRole('alertdialog', { name: 'Cancelar esta conversa?' });
    const reason = within(step).getByRole('textbox', { name: 'Motivo (o cliente lê)' });
    expect(reason).toHaveFocus();

    fireEvent.click(within(step).getByRole('button', { name: 'Cancelar e avisar o cliente' }));
    expect(await screen.findByText('Informe o motivo', { selector: '[data-title]' }));
    expect(reason).toHaveAccessibleDescription(/Informe o motivo\.$/);
    expect(reason).toHaveFocus();
    expect(requestsTo(server, '/api/v1/admin/bookings/reserva-1/cancel', 'POST')).toEqual([]);

    fireEvent.change(reason, { target: { value: ' A equipe estará em viagem. ' } });
    expect(reason).not.toHaveAttribute('aria-invalid');
    server.respondTo('/api/v1/admin/bookings/reserva-1/cancel', 200, {}, 'POST');
    server.respondTo('/api/v1/admin/bookings', 200, []);
    fireEvent.click(within(step).getByRole('button', { name: 'Cancelar e avisar o cliente' }));

    expect(await screen.findByText('Conversa cancelada.')).toBeInTheDocument();
    expect(screen.getByText(`${tuesdayTen}. O cliente foi avisado por email.`));
    expect(requestsTo(server, '/api/v1/admin/bookings/reserva-1/cancel', 'POST')).toEqual([
      expect.objectContaining({
        body: { reason: 'A equipe estará em viagem.' },
        authorization: expect.stringMatching(/^Bearer /),
      }),
    ]);
    await waitFor(() => expect(day('terça-feira, 3 de março')).toHaveTextContent('Nenhuma'));
    expect(screen.getByRole('heading', { name: 'Conversas da semana' })).toHaveFocus();
  });

  it('moves a conversation to a free slot the team picks', async () => {
    await openAdminAgenda(server);
    server.respondTo('/api/v1/slots', 200, slotList());
    fireEvent.click(button(`Remarcar conversa de ${tuesdayTen}`));
    const step = screen.getByRole('alertdialog', { name: 'Remarcar esta conversa?' });
    const choice = within(step).getByRole('combobox', { name: 'Novo horário' });
    await waitFor(() => expect(choice).toBeEnabled());
    expect(within(choice).getByRole('group', { name: 'quarta-feira, 4 de março' })).toBeTruthy();

    fireEvent.click(within(step).getByRole('button', { name: 'Remarcar e avisar o cliente' }));
    expect(choice).toHaveAccessibleDescription(/Escolha o novo horário da conversa\.$/);
    expect(requestsTo(server, '/api/v1/admin/bookings/reserva-1/reschedule', 'POST')).toEqual([]);

    fireEvent.change(choice, { target: { value: slots.wednesdayTwo.start } });
    const moved = teamBookingAnswer(slots.wednesdayTwo);
    server.respondTo('/api/v1/admin/bookings/reserva-1/reschedule', 200, moved, 'POST');
    server.respondTo('/api/v1/admin/bookings', 200, [moved]);
    fireEvent.click(within(step).getByRole('button', { name: 'Remarcar e avisar o cliente' }));

    expect(await screen.findByText('Conversa remarcada.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/admin/bookings/reserva-1/reschedule', 'POST')).toEqual([
      expect.objectContaining({ body: { start: slots.wednesdayTwo.start } }),
    ]);
    await waitFor(() => expect(day('quarta-feira, 4 de março')).toHaveTextContent('1 conversa'));
  });

  it('keeps the conversation when the team steps back with Escape', async () => {
    await openAdminAgenda(server);
    fireEvent.click(button(`Cancelar conversa de ${tuesdayTen}`));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button(`Cancelar conversa de ${tuesdayTen}`)).toHaveFocus();
  });

  it('says why when the server cannot cancel, and keeps the conversation listed', async () => {
    await openAdminAgenda(server);
    fireEvent.click(button(`Cancelar conversa de ${tuesdayTen}`));
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo (o cliente lê)' }), {
      target: { value: 'Viagem.' },
    });
    server.goOffline('/api/v1/admin/bookings/reserva-1/cancel');
    fireEvent.click(button('Cancelar e avisar o cliente'));
    expect(await screen.findByText('Não foi possível cancelar')).toBeInTheDocument();
    expect(day('terça-feira, 3 de março')).toHaveTextContent('Sucessão familiar');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
