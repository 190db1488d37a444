import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { formSection, longTest, openAdminContent } from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const heroTitle = () => within(formSection('Abertura')).getByLabelText('Título principal');

describe("/admin/conteudo's preview", longTest, () => {
  it('scrolls to the part of the page whose section is being edited', async () => {
    await openAdminContent(server);
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Prévia"]')!;
    const frameWindow = frame.contentWindow as unknown as typeof globalThis;
    // jsdom lays nothing out: each part of the page says where it is, the page where it went.
    const tops: Record<string, number> = { 'quem-somos': 900, 'hero-title': -700 };
    frameWindow.Element.prototype.getBoundingClientRect = function (this: Element) {
      return { top: tops[this.id] ?? 0 } as DOMRect;
    };
    const scrolledTo: number[] = [];
    Object.defineProperty(frame.contentDocument!.documentElement, 'scrollTop', {
      get: () => scrolledTo.at(-1) ?? 0,
      set: (top: number) => scrolledTo.push(top),
    });
    fireEvent.focus(within(formSection('Quem somos')).getAllByLabelText('Nome')[0]!);
    await waitFor(() => expect(scrolledTo).toEqual([900]));
    fireEvent.focus(heroTitle());
    await waitFor(() => expect(scrolledTo).toEqual([900, 200]));
  });
});
