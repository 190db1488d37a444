import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../../shared/messages.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { messageAnswer, messagePage } from '../../testing/message-answers.ts';
import { requestsTo } from '../../testing/open-site.tsx';
import { renderClientArea } from '../../testing/render-client-area.tsx';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const thread = '/api/v1/messages';
const sixMinutesAgo = () => new Date(Date.now() - 6 * 60 * 1000).toISOString();
const fromTeam = (fields: Partial<Message> = {}) =>
  messageAnswer({ id: 't1', author: { role: 'staff', name: 'Marina' }, ...fields });
const items = () =>
  within(screen.getByRole('list', { name: 'Mensagens da conversa' })).getAllByRole('listitem');
const field = () => screen.getByRole('textbox', { name: 'Sua mensagem' });

async function openThread(messages: Message[], unread = 0) {
  server.respondTo(thread, 200, messagePage(messages, unread), 'GET');
  server.respondTo(`${thread}/read`, 204, undefined, 'POST');
  await renderClientArea(server, '/dashboard/mensagens');
  await screen.findByRole('textbox', { name: 'Sua mensagem' });
}

describe('/dashboard/mensagens', () => {
  it('shows the thread oldest first, who wrote and when, edited and deleted ones as such', async () => {
    await openThread([
      fromTeam({ id: 't1', body: 'Olá, Ana!', created_at: '2026-11-20T12:00:00Z' }),
      messageAnswer({
        id: 'm1',
        body: 'Oi',
        edited_at: '2026-11-20T12:03:00Z',
        created_at: '2026-11-20T12:02:00Z',
      }),
      messageAnswer({ id: 'm2', body: '', deleted: true, created_at: '2026-11-20T12:04:00Z' }),
    ]);
    const [team, edited, deleted] = items();
    expect(team).toHaveTextContent(/^Marina · Equipe20\/11\/2026, \d\d:00Olá, Ana!$/);
    expect(team!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T12:00:00Z');
    expect(edited).toHaveTextContent(/^Você.*· editadaOi/);
    expect(deleted).toHaveTextContent(/mensagem apagada$/);
    expect(within(deleted!).queryByRole('button')).toBeNull();
    // The team's message is not the client's to change.
    expect(within(team!).queryByRole('button')).toBeNull();
  });

  it('makes web and e-mail addresses links and never reads the text as HTML', async () => {
    await openThread([
      fromTeam({ body: 'Leia https://exemplo.com/guia ou ana@exemplo.com <b>já</b>' }),
    ]);
    const [message] = items();
    const link = within(message!).getByRole('link', { name: 'https://exemplo.com/guia' });
    expect(link).toHaveAttribute('href', 'https://exemplo.com/guia');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(message!).getByRole('link', { name: 'ana@exemplo.com' })).toHaveAttribute(
      'href',
      'mailto:ana@exemplo.com',
    );
    expect(message).toHaveTextContent('<b>já</b>');
    expect(message!.querySelector('b')).toBeNull();
  });

  it('loads the earlier messages before the oldest of a full page', async () => {
    // A page holds 50 messages, newest first: a full one may have more before it.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const newest = Array.from({ length: 50 }, (_, index) =>
      fromTeam({
        id: `m${100 - index}`,
        body: `Mensagem ${100 - index}`,
        created_at: minutesAgo(index),
      }),
    );
    await openThread(newest);
    server.respondTo(
      thread,
      200,
      messagePage([fromTeam({ id: 'm50', body: 'A anterior', created_at: minutesAgo(60) })]),
      'GET',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Carregar anteriores' }));
    await waitFor(() => expect(items()).toHaveLength(51));
    expect(items()[0]).toHaveTextContent(/A anterior$/);
    expect(items()[50]).toHaveTextContent(/Mensagem 100/);
    expect(requestsTo(server, thread).some((request) => request.search === '?before=m51')).toBe(
      true,
    );
    // A page that is not full was the first of the thread.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Carregar anteriores' })).toBeNull(),
    );
  });

  it('sends with Ctrl+Enter, shows the message, and empties the box', async () => {
    await openThread([]);
    server.respondTo(thread, 201, messageAnswer({ id: 'm9', body: 'Tudo certo.' }), 'POST');
    fireEvent.change(field(), { target: { value: 'Tudo certo.' } });
    fireEvent.keyDown(field(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Tudo certo.');
    expect(requestsTo(server, thread, 'POST')[0]?.body).toEqual({ body: 'Tudo certo.' });
    expect(field()).toHaveValue('');
  });

  it('counts the characters near the limit and sends nothing past it or empty', async () => {
    await openThread([]);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(field()).toHaveAccessibleDescription(/Escreva uma mensagem ou anexe um arquivo\.$/);
    fireEvent.change(field(), { target: { value: 'a'.repeat(9_000) } });
    expect(field()).toHaveAccessibleDescription(/9\.000 de 10\.000 caracteres/);
    fireEvent.change(field(), { target: { value: 'a'.repeat(10_001) } });
    expect(field()).toHaveAccessibleDescription(/Use no máximo 10\.000 caracteres\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(requestsTo(server, thread, 'POST')).toHaveLength(0);
  });

  it('edits the client’s own message for five minutes, and says why the server refused', async () => {
    await openThread([
      messageAnswer({ id: 'old', body: 'Antiga', created_at: sixMinutesAgo() }),
      messageAnswer({ id: 'new', body: 'Recente' }),
    ]);
    const [old, recent] = items();
    expect(within(old!).queryByRole('button', { name: /Editar/ })).toBeNull();
    const message = 'Passaram-se os 5 minutos para editar esta mensagem.';
    server.respondTo(`${thread}/new`, 409, { code: 'edit_window_closed', message }, 'PATCH');
    fireEvent.click(within(recent!).getByRole('button', { name: /^Editar/ }));
    const box = within(recent!).getByRole('textbox', { name: 'Editar a mensagem' });
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'Recente, corrigida' } });
    fireEvent.click(within(recent!).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requestsTo(server, `${thread}/new`, 'PATCH')[0]?.body).toEqual({
      body: 'Recente, corrigida',
    });
  });

  it('deletes the client’s own message after a confirmation', async () => {
    await openThread([messageAnswer({ id: 'm1', body: 'Por engano' })]);
    server.respondTo(`${thread}/m1`, 204, undefined, 'DELETE');
    fireEvent.click(screen.getByRole('button', { name: /^Apagar/ }));
    const step = screen.getByRole('alertdialog', { name: 'Apagar esta mensagem?' });
    expect(within(step).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    fireEvent.click(within(step).getByRole('button', { name: 'Apagar mensagem' }));
    // What the thread's next reads say of it.
    server.respondTo(thread, 200, messagePage([messageAnswer({ id: 'm1', deleted: true })]), 'GET');
    await waitFor(() => expect(items()[0]).toHaveTextContent(/mensagem apagada$/));
    expect(items()[0]).not.toHaveTextContent('Por engano');
    expect(requestsTo(server, `${thread}/m1`, 'DELETE')).toHaveLength(1);
  });

  it('marks the thread read, counts the unread in the menu, and shows what arrives', async () => {
    server.respondTo(`${thread}/unread`, 200, { unread: 2, changed_at: '2026-11-20T12:00:00Z' });
    await openThread([fromTeam({ id: 't1', body: 'Primeira' })], 2);
    const menuEntry = () =>
      within(screen.getByRole('navigation', { name: 'Páginas da área do cliente' })).getByRole(
        'link',
        { name: /^Mensagens/ },
      );
    await waitFor(() => expect(menuEntry()).toHaveAccessibleName('Mensagens, 2 não lidas'));
    await waitFor(() => expect(requestsTo(server, `${thread}/read`, 'POST')).toHaveLength(1));
    // The team writes again: the thread has changed, and nothing is unread once it is shown.
    server.respondTo(`${thread}/unread`, 200, { unread: 0, changed_at: '2026-11-20T12:05:00Z' });
    server.respondTo(
      thread,
      200,
      messagePage([fromTeam({ id: 't1', body: 'Primeira' }), fromTeam({ id: 't2', body: 'Nova' })]),
      'GET',
    );
    expect(await screen.findByText('Nova')).toBeInTheDocument();
    await waitFor(() => expect(menuEntry()).toHaveAccessibleName('Mensagens'));
  });
});
