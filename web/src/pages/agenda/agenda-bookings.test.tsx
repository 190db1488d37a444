import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { bookingAnswer, slots } from '../../testing/agenda-answers.ts';
import { clientIn } from '../../testing/client-clock.ts';
import { openAgenda, requestsTo } from './testing/open-agenda.ts';

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
const suasConversas = () => screen.getByRole('region', { name: 'Suas conversas' });
const upcoming = () => within(suasConversas()).getAllByRole('list')[0]!;
const history = () => within(suasConversas()).getByRole('list', { name: 'Histórico' });
const booked = bookingAnswer({ topic: 'Sucessão familiar' });
const bookedWhen = 'terça-feira, 3 de março, 10:00–10:45';

describe('the client’s conversations on /dashboard/agenda', () => {
  it('lists the ones to come, and the history with the team’s reason', async () => {
    await openAgenda(server, {
      bookings: [
        bookingAnswer({ meeting_url: 'https://meet.example.com/legacy-ana' }),
        bookingAnswer({
          id: 'passada',
          start: '2026-02-20T13:00:00Z',
          end: '2026-02-20T13:45:00Z',
          topic: 'Primeira conversa',
        }),
        bookingAnswer({
          id: 'cancelada',
          start: '2026-03-05T13:00:00Z',
          end: '2026-03-05T13:45:00Z',
          status: 'cancelled',
          cancel_reason: 'A equipe estará em viagem.',
        }),
      ],
    });
    expect(screen.getByText('Horários no seu fuso: Horário Padrão de Brasília (GMT-3)'));
    expect(screen.queryByText(/^A equipe atende no fuso/)).toBeNull();

    const [next] = within(upcoming()).getAllByRole('listitem');
    expect(next).toHaveTextContent(/^terça-feira, 3 de março10:00–10:45Assunto a definir/);
    // A day before, the call is not open yet.
    expect(within(next!).queryByRole('link', { name: /Entrar na conversa/ })).toBeNull();

    expect(
      within(history())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'quinta-feira, 5 de março, 10:00–10:45CanceladaAssunto a definirMotivo informado pela equipe: A equipe estará em viagem.',
      'sexta-feira, 20 de fevereiro, 10:00–10:45RealizadaPrimeira conversa',
    ]);
  });

  it('shows in the history whether each conversation took place, and the team’s recap', async () => {
    const recap = {
      summary: 'Falamos da sucessão e do conselho.',
      action_items: [
        { text: 'Listar os sócios', done: true },
        { text: 'Ler o acordo de acionistas', done: false },
      ],
      updated_at: '2026-02-20T15:00:00Z',
    };
    await openAgenda(server, {
      bookings: [
        bookingAnswer({
          id: 'realizada',
          start: '2026-02-20T13:00:00Z',
          end: '2026-02-20T13:45:00Z',
          attendance: 'attended',
          recap,
        }),
        bookingAnswer({
          id: 'faltou',
          start: '2026-02-13T13:00:00Z',
          end: '2026-02-13T13:45:00Z',
          attendance: 'no_show',
        }),
      ],
    });
    const [held, missed] = within(history())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history());
    expect(held).toHaveTextContent(/^sexta-feira, 20 de fevereiro, 10:00–10:45Realizada/);
    expect(within(held!).getByRole('heading', { name: 'Resumo da conversa' }));
    expect(held).toHaveTextContent('Falamos da sucessão e do conselho.');
    const steps = within(held!).getByRole('list');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Listar os sócios (feito)', 'Ler o acordo de acionistas']);
    expect(missed).toHaveTextContent(/^sexta-feira, 13 de fevereiro, 10:00–10:45Não compareceu/);
    expect(within(missed!).queryByRole('heading', { name: 'Resumo da conversa' })).toBeNull();
  });

  it('opens "Entrar na conversa" from 10 minutes before the start to the end', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime('2026-03-02T12:00:00Z');
    const room = 'https://meet.jit.si/legado-abcdefghijklmnopqrst';
    await openAgenda(server, {
      bookings: [
        bookingAnswer({
          start: '2026-03-02T12:15:00Z',
          end: '2026-03-02T13:00:00Z',
          meeting_url: room,
        }),
      ],
    });
    const join = () =>
      within(upcoming()).queryByRole('link', { name: 'Entrar na conversa (abre em nova aba)' });
    expect(join()).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(join()).toHaveAttribute('href', room);
    expect(join()).toHaveAttribute('target', '_blank');
    expect(join()).toHaveAttribute('rel', 'noopener noreferrer');

    await act(async () => {
      vi.advanceTimersByTime(55 * 60_000);
    });
    expect(join()).toBeNull();
  });

  it('turns "Remarcar" and "Cancelar" off inside the team’s window, and says whom to ask', async () => {
    const address = 'Av. Paulista, 1000 — São Paulo';
    await openAgenda(server, {
      bookings: [
        bookingAnswer({ changeable_until: '2026-03-02T11:00:00Z', meeting_location: address }),
      ],
    });
    const [entry] = within(upcoming()).getAllByRole('listitem');
    expect(entry).toHaveTextContent(`Local: ${address}`);
    for (const name of ['Remarcar', 'Cancelar']) {
      const action = button(`${name} a conversa de ${bookedWhen}`);
      expect(action).toBeDisabled();
      expect(action).toHaveAccessibleDescription(/fale com a equipe/);
    }
    expect(
      within(entry!).getByRole('link', { name: 'Falar com a equipe (abre em nova aba)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('moves a conversation to another slot: same booking, new time', async () => {
    await openAgenda(server, { bookings: [booked] });
    fireEvent.click(button(`Remarcar a conversa de ${bookedWhen}`));
    const heading = screen.getByRole('heading', { name: 'Remarcar a conversa' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(`Horário atual: ${bookedWhen}. Escolha o novo horário abaixo.`));

    fireEvent.click(
      within(screen.getByRole('list', { name: 'Dias com horários livres' })).getAllByRole(
        'button',
      )[1]!,
    );
    fireEvent.click(button('quarta-feira, 4 de março, 14:00–14:45'));
    expect(screen.queryByRole('textbox', { name: 'Assunto' })).toBeNull();
    const moved = { ...booked, ...slots.wednesdayTwo };
    server.respondTo('/api/v1/bookings/reserva-1/reschedule', 200, moved, 'POST');
    fireEvent.click(button('Confirmar novo horário'));

    expect(await screen.findByText('Conversa remarcada.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/bookings/reserva-1/reschedule', 'POST')).toEqual([
      expect.objectContaining({ body: { start: slots.wednesdayTwo.start } }),
    ]);
    const entries = within(upcoming()).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent(/^quarta-feira, 4 de março14:00–14:45Sucessão familiar/);
    expect(entries[0]).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Agendar uma conversa' })).toBeInTheDocument();
  });

  it('says so and lists the conversations anew when the one being moved changed elsewhere', async () => {
    await openAgenda(server, { bookings: [booked] });
    fireEvent.click(button(`Remarcar a conversa de ${bookedWhen}`));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Dias com horários livres' })).getAllByRole(
        'button',
      )[1]!,
    );
    fireEvent.click(button('quarta-feira, 4 de março, 14:00–14:45'));
    const changed =
      'Esta conversa acabou de ser alterada em outra janela ou pela equipe. Confira a agenda atualizada antes de tentar de novo.';
    server.respondTo(
      '/api/v1/bookings/reserva-1/reschedule',
      409,
      { code: 'booking_changed', message: changed },
      'POST',
    );
    server.respondTo('/api/v1/bookings', 200, [{ ...booked, status: 'cancelled' }], 'GET');
    fireEvent.click(button('Confirmar novo horário'));

    expect(await screen.findByText('Não foi possível remarcar')).toBeInTheDocument();
    expect(screen.getByText(changed, { selector: 'p[tabindex]' })).toHaveFocus();
    await waitFor(() =>
      expect(within(history()).getByRole('listitem')).toHaveTextContent(
        `${bookedWhen}CanceladaSucessão familiar`,
      ),
    );
    expect(requestsTo(server, '/api/v1/bookings')).toHaveLength(2);
  });

  it('gives up a reschedule with "Manter o horário atual"', async () => {
    await openAgenda(server, { bookings: [booked] });
    fireEvent.click(button(`Remarcar a conversa de ${bookedWhen}`));
    fireEvent.click(button('Manter o horário atual'));
    expect(screen.getByRole('heading', { name: 'Agendar uma conversa' })).toBeInTheDocument();
    await waitFor(() => expect(within(upcoming()).getByRole('listitem')).toHaveFocus());
  });

  it('cancels a conversation only after a confirmation', async () => {
    await openAgenda(server, { bookings: [booked] });
    const cancel = button(`Cancelar a conversa de ${bookedWhen}`);
    fireEvent.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar esta conversa?' });
    expect(within(dialog).getByRole('button', { name: 'Manter a conversa' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button(`Cancelar a conversa de ${bookedWhen}`)).toHaveFocus();
    expect(requestsTo(server, '/api/v1/bookings/reserva-1/cancel', 'POST')).toEqual([]);

    fireEvent.click(button(`Cancelar a conversa de ${bookedWhen}`));
    const cancelled = { ...booked, status: 'cancelled' };
    server.respondTo('/api/v1/bookings/reserva-1/cancel', 200, cancelled, 'POST');
    fireEvent.click(button('Sim, cancelar'));

    expect(await screen.findByText('Conversa cancelada.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/bookings/reserva-1/cancel', 'POST')).toHaveLength(1);
    expect(within(suasConversas()).getByText(/^Nenhuma conversa marcada/)).toBeInTheDocument();
    const [entry] = within(history()).getAllByRole('listitem');
    expect(entry).toHaveTextContent(`${bookedWhen}CanceladaSucessão familiar`);
    expect(entry).toHaveFocus();
    // The slot it held is offered again.
    await waitFor(() => expect(requestsTo(server, '/api/v1/slots')).toHaveLength(2));
  });

  it('keeps the conversation and explains when the cancellation does not go through', async () => {
    await openAgenda(server, { bookings: [booked] });
    fireEvent.click(button(`Cancelar a conversa de ${bookedWhen}`));
    server.goOffline('/api/v1/bookings/reserva-1/cancel');
    fireEvent.click(button('Sim, cancelar'));
    expect(await screen.findByText('Não foi possível cancelar')).toBeInTheDocument();
    expect(
      screen.getByText('Sem conexão com o servidor. Verifique sua internet e tente de novo.'),
    ).toBeInTheDocument();
    expect(within(upcoming()).getByRole('listitem')).toHaveTextContent(bookedWhen.split(',')[0]!);
  });

  it('shows the server’s word, with whom to ask, when the window closed meanwhile', async () => {
    await openAgenda(server, { bookings: [booked] });
    fireEvent.click(button(`Cancelar a conversa de ${bookedWhen}`));
    const closed =
      'Faltam menos de 24 horas para esta conversa: a partir daí, só a equipe pode remarcar ou cancelar. Fale com a equipe: agenda@legado.example.';
    server.respondTo(
      '/api/v1/bookings/reserva-1/cancel',
      422,
      { code: 'change_window_closed', message: closed },
      'POST',
    );
    fireEvent.click(button('Sim, cancelar'));
    expect(await screen.findByText(closed)).toBeInTheDocument();
    expect(screen.getByText('Não foi possível cancelar')).toBeInTheDocument();
  });
});
