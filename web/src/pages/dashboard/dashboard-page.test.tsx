import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../auth/testing/fake-auth-server.ts';
import { bookingAnswer, slotList } from '../../testing/agenda-answers.ts';
import { materialAnswer } from '../../testing/material-answers.ts';
import { profileAnswer, renderClientArea } from '../../testing/render-client-area.tsx';

/** An address drawn in parts that wrap only at "@" and dots (EmailAddress): matched whole. */
const wholeAddress = (address: string) => (_: string, element: Element | null) =>
  element?.tagName === 'STRONG' && element.textContent === address;

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const profileStep = () =>
  screen.getByRole('link', {
    name: /^Complete seu perfil para personalizarmos a sua experiência\./,
  });
const bookingStep = () =>
  screen.getByRole('link', {
    name: /^Agende uma conversa inicial para entendermos as suas necessidades\./,
  });
const materialsStep = () =>
  screen.getByRole('link', {
    name: /^Explore os recursos e materiais exclusivos preparados para você\./,
  });
/** The check drawn in place of the step's number. */
const doneMark = (step = profileStep()) => step.closest('li')!.querySelector('svg');
const asked = (path: string) =>
  waitFor(() => expect(server.requests.some((request) => request.path === path)).toBe(true));
const profileAsked = () => asked('/api/v1/profile');

describe('/dashboard', () => {
  it('keeps its header, and names itself the current page in the nav', async () => {
    await renderClientArea(server, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Área do Cliente');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Páginas da área do cliente' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'href',
      '/dashboard/perfil',
    );
  });

  it('links the first next step to the profile, unmarked while the profile is incomplete', async () => {
    server.respondTo('/api/v1/profile', 200, profileAnswer({ full_name: 'Ana Souza' }));
    const router = await renderClientArea(server, '/dashboard');
    const steps = await screen.findByRole('region', { name: 'Próximos Passos' });
    await profileAsked();
    expect(profileStep()).toHaveAttribute('href', '/dashboard/perfil');
    expect(profileStep()).toHaveAccessibleName(
      'Complete seu perfil para personalizarmos a sua experiência.',
    );
    expect(within(steps).getAllByRole('link')).toEqual([
      profileStep(),
      bookingStep(),
      materialsStep(),
    ]);

    await act(async () => fireEvent.click(profileStep()));
    expect(router.state.location.pathname).toBe('/dashboard/perfil');
  });

  it('marks the first step done, for the eye and for screen readers, once the profile is complete', async () => {
    server.respondTo('/api/v1/profile', 200, profileAnswer({ completed: true }));
    await renderClientArea(server, '/dashboard');
    await waitFor(() =>
      expect(profileStep()).toHaveAccessibleName(
        'Complete seu perfil para personalizarmos a sua experiência. (concluído)',
      ),
    );
    expect(doneMark()).not.toBeNull();
  });

  it('shows the step without a mark, and the rest of the page, when the profile cannot be read', async () => {
    server.goOffline('/api/v1/profile');
    await renderClientArea(server, '/dashboard');
    await screen.findByRole('heading', { name: 'Bem-vindo de volta!' });
    await profileAsked();
    expect(profileStep()).toHaveAccessibleName(
      'Complete seu perfil para personalizarmos a sua experiência.',
    );
    expect(doneMark()).toBeNull();
    expect(screen.getByText(wholeAddress('ana@example.com'))).toBeInTheDocument();
  });

  it('links the second step to the agenda, marked done once a conversation is booked', async () => {
    server.respondTo('/api/v1/bookings', 200, [bookingAnswer()]);
    const router = await renderClientArea(server, '/dashboard');
    await waitFor(() =>
      expect(bookingStep()).toHaveAccessibleName(
        'Agende uma conversa inicial para entendermos as suas necessidades. (concluído)',
      ),
    );
    expect(doneMark(bookingStep())).not.toBeNull();
    expect(doneMark()).toBeNull();
    server.respondTo('/api/v1/slots', 200, slotList([]));
    await act(async () => fireEvent.click(bookingStep()));
    expect(router.state.location.pathname).toBe('/dashboard/agenda');
  });

  it('opens the agenda with the conversations it read already listed, reading them anew behind', async () => {
    server.respondTo('/api/v1/bookings', 200, [bookingAnswer({ topic: 'Sucessão na família' })]);
    server.respondTo('/api/v1/slots', 200, slotList([]));
    await renderClientArea(server, '/dashboard');
    await waitFor(() => expect(doneMark(bookingStep())).not.toBeNull());
    server.hang('/api/v1/bookings');
    await act(async () => fireEvent.click(bookingStep()));
    const bookings = await screen.findByRole('region', { name: 'Suas conversas' });
    expect(within(bookings).getByText('Sucessão na família')).toBeInTheDocument();
    expect(within(bookings).queryByRole('status')).toBeNull();
    await waitFor(() =>
      expect(server.requests.filter(({ path }) => path === '/api/v1/bookings')).toHaveLength(2),
    );
  });

  it('leaves the second step unmarked when the only booking was cancelled', async () => {
    server.respondTo('/api/v1/bookings', 200, [bookingAnswer({ status: 'cancelled' })]);
    await renderClientArea(server, '/dashboard');
    await screen.findByRole('region', { name: 'Próximos Passos' });
    await asked('/api/v1/bookings');
    expect(bookingStep()).toHaveAccessibleName(
      'Agende uma conversa inicial para entendermos as suas necessidades.',
    );
    expect(doneMark(bookingStep())).toBeNull();
  });

  it('shows the second step without a mark, and the rest of the page, when the bookings cannot be read', async () => {
    server.goOffline('/api/v1/bookings');
    await renderClientArea(server, '/dashboard');
    await screen.findByRole('heading', { name: 'Bem-vindo de volta!' });
    await asked('/api/v1/bookings');
    expect(bookingStep()).toHaveAttribute('href', '/dashboard/agenda');
    expect(doneMark(bookingStep())).toBeNull();
    expect(screen.getByText(wholeAddress('ana@example.com'))).toBeInTheDocument();
  });

  it('links the third step to the materials, marked done once the client has opened one', async () => {
    server.respondTo('/api/v1/materials', 200, [
      materialAnswer({ id: 'novo' }),
      materialAnswer({ opened_at: '2026-11-13T10:00:00Z' }),
    ]);
    const router = await renderClientArea(server, '/dashboard');
    await waitFor(() =>
      expect(materialsStep()).toHaveAccessibleName(
        'Explore os recursos e materiais exclusivos preparados para você. (concluído)',
      ),
    );
    expect(doneMark(materialsStep())).not.toBeNull();
    expect(materialsStep()).toHaveAttribute('href', '/dashboard/materiais');
    await act(async () => fireEvent.click(materialsStep()));
    expect(router.state.location.pathname).toBe('/dashboard/materiais');
  });

  it('leaves the third step unmarked while no material was opened', async () => {
    server.respondTo('/api/v1/materials', 200, [materialAnswer()]);
    await renderClientArea(server, '/dashboard');
    await screen.findByRole('region', { name: 'Próximos Passos' });
    await asked('/api/v1/materials');
    expect(materialsStep()).toHaveAccessibleName(
      'Explore os recursos e materiais exclusivos preparados para você.',
    );
    expect(doneMark(materialsStep())).toBeNull();
  });

  it('shows the third step without a mark, and the rest of the page, when the materials cannot be read', async () => {
    server.goOffline('/api/v1/materials');
    await renderClientArea(server, '/dashboard');
    await screen.findByRole('heading', { name: 'Bem-vindo de volta!' });
    await asked('/api/v1/materials');
    expect(materialsStep()).toHaveAttribute('href', '/dashboard/materiais');
    expect(doneMark(materialsStep())).toBeNull();
    expect(screen.getByText(wholeAddress('ana@example.com'))).toBeInTheDocument();
  });
});
