import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { bookingAnswer, hosts, slotList, slots } from '../../testing/agenda-answers.ts';
import { clientIn } from '../../testing/client-clock.ts';
import { renderClientArea } from '../../testing/render-client-area.tsx';
import { openAgenda, requestsTo } from './testing/open-agenda.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
  clientIn('Asia/Tokyo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const days = () => screen.getByRole('list', { name: 'Dias com horários livres' });
const suasConversas = () => screen.getByRole('region', { name: 'Suas conversas' });
const confirm = () => fireEvent.click(button('Confirmar agendamento'));
const tuesdayAtNine = 'terça-feira, 3 de março, 21:00–21:45';

describe('/dashboard/agenda', () => {
  it('holds the place of "Suas conversas" while it loads, as the two lines of the note it mostly becomes', async () => {
    server.respondTo('/api/v1/slots', 200, slotList([]));
    server.hang('/api/v1/bookings');
    await renderClientArea(server, '/dashboard/agenda');
    const wait = await within(
      await screen.findByRole('region', { name: 'Suas conversas' }),
    ).findByRole('status');
    expect(wait).toHaveTextContent('Carregando suas conversas...');
    expect(wait.querySelector('[aria-hidden="true"]')?.children).toHaveLength(2);
  });

  it('shows the free slots on the client’s own days and clock, and names both time zones', async () => {
    await openAgenda(server);
    await waitFor(() => expect(document.title).toBe('Agenda — Legacy'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agenda');
    const nav = screen.getByRole('navigation', { name: 'Páginas da área do cliente' });
    expect(within(nav).getByRole('link', { name: 'Agenda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requestsTo(server, '/api/v1/slots')[0]).toMatchObject({
      search: '?from=2026-03-01&to=2026-03-14',
      authorization: expect.stringMatching(/^Bearer /),
    });

    expect(
      screen.getByText('Horários no seu fuso: Horário Padrão do Japão (GMT+9)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^A equipe atende no fuso Horário Padrão de Brasília \(GMT-3\)/));
    // São Paulo's Wednesday 14:00 is Thursday 02:00 in Tokyo.
    const [tuesday, thursday] = within(days()).getAllByRole('button');
    expect(tuesday).toHaveAccessibleName('terça-feira, 3 de março, 2 horários');
    expect(thursday).toHaveAccessibleName('quinta-feira, 5 de março, 1 horário');
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    expect(thursday).toHaveAttribute('aria-pressed', 'false');
    expect(button(tuesdayAtNine)).toHaveAttribute('aria-pressed', 'false');
    expect(button('terça-feira, 3 de março, 22:00–22:45')).toBeInTheDocument();

    fireEvent.click(thursday!);
    expect(thursday).toHaveAttribute('aria-pressed', 'true');
    expect(button('quinta-feira, 5 de março, 02:00–02:45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tuesdayAtNine })).toBeNull();
  });

  it('books the chosen slot with what the client wrote, and lists the conversation', async () => {
    await openAgenda(server);
    expect(within(suasConversas()).getByText(/^Nenhuma conversa marcada/)).toBeInTheDocument();
    fireEvent.click(button(tuesdayAtNine));
    expect(button(tuesdayAtNine)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Horário escolhido').nextSibling).toHaveTextContent(tuesdayAtNine);
    fireEvent.change(screen.getByRole('textbox', { name: 'Assunto' }), {
      target: { value: '  Sucessão familiar ' },
    });
    const booked = bookingAnswer({ ...slots.tuesdayNine, id: 'nova', topic: 'Sucessão familiar' });
    server.respondTo('/api/v1/bookings', 201, booked, 'POST');
    server.respondTo('/api/v1/slots', 200, slotList([slots.tuesdayTen, slots.wednesdayTwo]));
    confirm();

    expect(await screen.findByText('Conversa agendada.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/bookings', 'POST')).toEqual([
      expect.objectContaining({
        body: { start: slots.tuesdayNine.start, topic: 'Sucessão familiar', notes: null },
      }),
    ]);
    const entry = within(suasConversas()).getByRole('listitem');
    expect(entry).toHaveTextContent('terça-feira, 3 de março21:00–21:45Sucessão familiar');
    expect(entry).toHaveFocus();
    // The slots are read again: the one just booked is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: tuesdayAtNine })).toBeNull());
    expect(requestsTo(server, '/api/v1/slots')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Assunto' })).toBeNull();
  });

  it('books with the host chosen under "Com quem", reading that host\'s slots, and names them', async () => {
    server.respondTo('/api/v1/hosts', 200, { hosts: [hosts.ana, hosts.bruno] });
    await openAgenda(server);
    const choice = await screen.findByRole('radiogroup', { name: 'Com quem' });
    expect(within(choice).getByRole('radio', { name: 'Qualquer um' })).toBeChecked();
    expect(requestsTo(server, '/api/v1/slots')[0]!.search).not.toContain('host');

    server.respondTo('/api/v1/slots', 200, slotList([slots.tuesdayNine]));
    fireEvent.click(within(choice).getByRole('radio', { name: 'Bruno Lima' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'terça-feira, 3 de março, 22:00–22:45' }),
      ).toBeNull(),
    );
    expect(requestsTo(server, '/api/v1/slots').at(-1)!.search).toBe(
      `?from=2026-03-01&to=2026-03-14&host=${hosts.bruno.id}`,
    );
    fireEvent.click(button(tuesdayAtNine));
    const booked = bookingAnswer({ ...slots.tuesdayNine, id: 'com-bruno', host: hosts.bruno });
    server.respondTo('/api/v1/bookings', 201, booked, 'POST');
    confirm();

    expect(await screen.findByText('Conversa agendada.')).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/bookings', 'POST')[0]!.body).toMatchObject({
      start: slots.tuesdayNine.start,
      host_id: hosts.bruno.id,
    });
    expect(await within(suasConversas()).findByRole('listitem')).toHaveTextContent(
      'Com Bruno Lima',
    );
  });

  it('refuses a topic over 120 characters beside the field, and sends nothing', async () => {
    await openAgenda(server);
    fireEvent.click(button(tuesdayAtNine));
    const topic = screen.getByRole('textbox', { name: 'Assunto' });
    fireEvent.change(topic, { target: { value: 'x'.repeat(121) } });
    expect(topic).toHaveAccessibleDescription(/121 de 120 caracteres$/);
    confirm();
    expect(await screen.findByText('Revise o agendamento')).toBeInTheDocument();
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveAccessibleDescription(/Use no máximo 120 caracteres\.$/);
    expect(topic).toHaveFocus();
    expect(requestsTo(server, '/api/v1/bookings', 'POST')).toEqual([]);
  });

  it('reads the slots again when someone took the slot meanwhile, and says so', async () => {
    await openAgenda(server);
    fireEvent.click(button(tuesdayAtNine));
    server.respondTo(
      '/api/v1/bookings',
      409,
      { code: 'slot_taken', message: 'Esse horário acabou de ser reservado.' },
      'POST',
    );
    server.respondTo('/api/v1/slots', 200, slotList([slots.tuesdayTen]));
    confirm();

    expect(await screen.findByText('Esse horário acabou de ser reservado')).toBeInTheDocument();
    const notice = screen.getByText(/^Outra pessoa reservou esse horário há instantes\./, {
      selector: 'p[tabindex]',
    });
    expect(notice).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: tuesdayAtNine })).toBeNull());
    expect(requestsTo(server, '/api/v1/slots')).toHaveLength(2);
    expect(button('terça-feira, 3 de março, 22:00–22:45')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Confirmar agendamento' })).toBeNull();
  });

  it('shows the server’s word when the client already has as many conversations as allowed', async () => {
    await openAgenda(server);
    fireEvent.click(button(tuesdayAtNine));
    const limit =
      'Você já tem 2 conversas marcadas, o máximo permitido. Cancele ou aguarde uma delas.';
    server.respondTo('/api/v1/bookings', 422, { code: 'booking_limit', message: limit }, 'POST');
    confirm();
    expect(await screen.findByText('Não foi possível agendar')).toBeInTheDocument();
    expect(screen.getByText(limit, { selector: 'p[tabindex]' })).toHaveFocus();
    expect(button(tuesdayAtNine)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server’s word when the client changed the agenda too often this hour', async () => {
    await openAgenda(server);
    fireEvent.click(button(tuesdayAtNine));
    const cap =
      'Você já marcou ou remarcou conversas 10 vezes na última hora, o máximo por hora. Tente de novo em 42 minutos.';
    server.respondTo(
      '/api/v1/bookings',
      429,
      { code: 'booking_change_limit', message: cap },
      'POST',
    );
    confirm();
    expect(await screen.findByText(cap, { selector: 'p[tabindex]' })).toHaveFocus();
    expect(button(tuesdayAtNine)).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the server is unreachable when the slots cannot be read, and tries again', async () => {
    server.respondTo('/api/v1/slots', 503, { code: 'service_unavailable', message: 'x' });
    server.respondTo('/api/v1/bookings', 200, [], 'GET');
    await renderClientArea(server, '/dashboard/agenda');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os horários.');
    expect(alert).toHaveTextContent(
      'Não foi possível falar com o servidor agora. Tente de novo em instantes.',
    );
    server.respondTo('/api/v1/slots', 200, slotList());
    await act(async () =>
      fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' })),
    );
    expect(await screen.findByRole('button', { name: tuesdayAtNine })).toBeInTheDocument();
  });

  it('adds two weeks of days with "Ver mais datas", and says when they bring none', async () => {
    await openAgenda(server);
    const later = { start: '2026-03-17T12:00:00Z', end: '2026-03-17T12:45:00Z' };
    server.respondTo('/api/v1/slots', 200, slotList([later]));
    fireEvent.click(button('Ver mais datas'));
    expect(
      await screen.findByRole('button', { name: /^terça-feira, 17 de março/ }),
    ).toBeInTheDocument();
    expect(within(days()).getAllByRole('button')).toHaveLength(3);
    expect(requestsTo(server, '/api/v1/slots')[1]?.search).toBe('?from=2026-03-15&to=2026-03-28');

    server.respondTo('/api/v1/slots', 200, slotList([]));
    fireEvent.click(button('Ver mais datas'));
    expect(
      await screen.findByText('Nenhum horário livre nas duas semanas seguintes.'),
    ).toBeInTheDocument();
    expect(requestsTo(server, '/api/v1/slots')[2]?.search).toBe('?from=2026-03-29&to=2026-04-11');
    expect(within(days()).getAllByRole('button')).toHaveLength(3);
  });
});
