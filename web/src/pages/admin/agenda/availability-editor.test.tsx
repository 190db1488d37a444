import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAvailability } from '../../../../../shared/agenda.ts';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { clientIn } from '../../../testing/client-clock.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import { hosts } from '../../../testing/agenda-answers.ts';
import { openAdminAgenda, teamHosts } from './testing/open-admin-agenda.ts';

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

const editor = () => screen.getByRole('region', { name: 'Horários de atendimento' });
const field = (name: string | RegExp) => within(editor()).getByLabelText(name);
const button = (name: string | RegExp) => within(editor()).getByRole('button', { name });
const save = () => fireEvent.click(button('Salvar horários'));
const saves = () => requestsTo(server, '/api/v1/admin/availability', 'PUT');

describe('/admin/agenda: the hours', () => {
  it('shows the rules, the week’s hours and the exceptions as saved', async () => {
    await openAdminAgenda(server, {
      availability: {
        ...defaultAvailability,
        meeting_url: 'https://meet.example.com/legado',
        exceptions: [{ date: '2026-04-21', intervals: [] }],
      },
    });
    expect(field('Fuso horário da equipe')).toHaveValue('America/Sao_Paulo');
    expect(field('Duração de cada conversa (minutos)')).toHaveValue('45');
    expect(field('Duração de cada conversa (minutos)')).toHaveAccessibleDescription('De 15 a 240.');
    expect(field('Link da reunião')).toHaveValue('https://meet.example.com/legado');
    expect(field('Início do intervalo 1 de segunda-feira')).toHaveValue('09:00');
    expect(field('Fim do intervalo 2 de segunda-feira')).toHaveValue('18:00');
    expect(within(editor()).getAllByText('Fechado')).toHaveLength(2);
    expect(field('Data (exceção 1)')).toHaveValue('2026-04-21');
    expect(within(editor()).getByText('Dia de folga: nenhum horário.')).toBeInTheDocument();
  });

  it("edits a member's own hours, takes them back to the team's, and pauses their bookings", async () => {
    server.respondTo('/api/v1/admin/hosts', 200, { hosts: teamHosts });
    const brunos = `/api/v1/admin/hosts/${hosts.bruno.id}/availability`;
    const own = { ...defaultAvailability, duration_minutes: 60 };
    server.respondTo(brunos, 200, own, 'GET');
    await openAdminAgenda(server);
    const whose = within(editor()).getByRole('combobox', { name: 'Horários de' });
    expect(whose).toHaveDisplayValue('Horários da equipe (padrão)');
    fireEvent.change(whose, { target: { value: hosts.bruno.id } });

    await waitFor(() => expect(field('Duração de cada conversa (minutos)')).toHaveValue('60'));
    expect(within(editor()).queryByLabelText(/Conversas marcadas por cliente/)).toBeNull();
    server.respondTo(brunos, 200, own, 'PUT');
    save();
    expect(await screen.findByText('Horários salvos.')).toBeInTheDocument();
    expect(requestsTo(server, brunos, 'PUT')).toHaveLength(1);
    expect(saves()).toEqual([]);

    server.respondTo(brunos, 200, defaultAvailability, 'DELETE');
    fireEvent.click(button('Usar os horários da equipe'));
    await waitFor(() => expect(field('Duração de cada conversa (minutos)')).toHaveValue('45'));

    server.respondTo(`/api/v1/admin/hosts/${hosts.bruno.id}`, 200, teamHosts[1], 'PUT');
    fireEvent.click(within(editor()).getByRole('checkbox', { name: /^Atende clientes/ }));
    expect(await screen.findByText('Atendimento pausado.')).toBeInTheDocument();
    expect(requestsTo(server, `/api/v1/admin/hosts/${hosts.bruno.id}`, 'PUT')[0]!.body).toEqual({
      accepts_bookings: false,
    });
  });

  it('refuses what the server would, beside each field, and sends nothing', async () => {
    await openAdminAgenda(server);
    fireEvent.change(field('Duração de cada conversa (minutos)'), { target: { value: '5' } });
    fireEvent.change(field('Fim do intervalo 1 de terça-feira'), { target: { value: '08:00' } });
    fireEvent.change(field('Link da reunião'), { target: { value: 'http://meet.example.com' } });
    save();

    expect(await screen.findByText('Revise os horários')).toBeInTheDocument();
    const duration = field('Duração de cada conversa (minutos)');
    expect(duration).toHaveFocus();
    expect(duration).toHaveAccessibleDescription(/Use um número inteiro de 15 a 240\.$/);
    expect(field('Link da reunião')).toHaveAccessibleDescription(
      /Use um endereço que comece com https:\/\/\.$/,
    );
    expect(field('Fim do intervalo 1 de terça-feira')).toHaveAccessibleDescription(
      'Cada intervalo começa antes de terminar, sem se sobrepor a outro.',
    );
    expect(saves()).toEqual([]);

    fireEvent.change(duration, { target: { value: '60' } });
    expect(duration).toHaveAccessibleDescription('De 15 a 240.');
  });

  it('saves the hours with a day added, an interval removed and a day off', async () => {
    await openAdminAgenda(server);
    fireEvent.click(button('Adicionar intervalo em sábado'));
    expect(field('Início do intervalo 1 de sábado')).toHaveFocus();
    fireEvent.click(button('Remover o intervalo 2 de sexta-feira'));
    fireEvent.click(button('Adicionar dia de folga'));
    expect(field('Data (exceção 1)')).toHaveFocus();
    fireEvent.change(field('Data (exceção 1)'), { target: { value: '2026-04-21' } });
    fireEvent.change(field('Duração de cada conversa (minutos)'), { target: { value: '60' } });
    const saved = {
      ...defaultAvailability,
      duration_minutes: 60,
      weekly: {
        ...defaultAvailability.weekly,
        fri: [['09:00', '12:00']],
        sat: [['09:00', '12:00']],
      },
      exceptions: [{ date: '2026-04-21', intervals: [] }],
    };
    server.respondTo('/api/v1/admin/availability', 200, saved, 'PUT');
    save();

    expect(await screen.findByText('Horários salvos.')).toBeInTheDocument();
    expect(saves()).toEqual([expect.objectContaining({ body: saved })]);
    expect(field('Duração de cada conversa (minutos)')).toHaveValue('60');
  });

  it('sets how the conversation happens, the change window and the reminders', async () => {
    await openAdminAgenda(server);
    fireEvent.click(field('Sala gerada por conversa'));
    expect(within(editor()).queryByLabelText('Link da reunião')).toBeNull();
    save();
    expect(await screen.findByText('Revise os horários')).toBeInTheDocument();
    expect(field('Endereço das salas')).toHaveFocus();
    expect(field('Endereço das salas')).toHaveAccessibleDescription(
      /Informe o endereço das salas, começando com https:\/\/\.$/,
    );
    expect(saves()).toEqual([]);

    fireEvent.change(field('Endereço das salas'), { target: { value: 'https://meet.jit.si/' } });
    fireEvent.change(field('Antecedência mínima para remarcar ou cancelar (horas)'), {
      target: { value: '48' },
    });
    fireEvent.click(field(/^Na véspera/));
    const saved = {
      ...defaultAvailability,
      meeting_kind: 'room',
      meeting_room_base_url: 'https://meet.jit.si/',
      change_notice_hours: 48,
      reminder_day_before: false,
    };
    server.respondTo('/api/v1/admin/availability', 200, saved, 'PUT');
    save();
    expect(await screen.findByText('Horários salvos.')).toBeInTheDocument();
    expect(saves()).toEqual([expect.objectContaining({ body: saved })]);
    expect(field(/^Na véspera/)).not.toBeChecked();
    expect(field(/^Uma hora antes/)).toBeChecked();
  });

  it('shows the server’s refusal beside its field', async () => {
    await openAdminAgenda(server);
    server.respondTo(
      '/api/v1/admin/availability',
      400,
      { code: 'validation_failed', message: 'Fuso horário desconhecido.', field: 'time_zone' },
      'PUT',
    );
    save();
    await waitFor(() =>
      expect(field('Fuso horário da equipe')).toHaveAccessibleDescription(
        /Fuso horário desconhecido\.$/,
      ),
    );
    expect(field('Fuso horário da equipe')).toHaveFocus();
    expect(screen.getByText('Não foi possível salvar os horários')).toBeInTheDocument();
  });
});
