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
    const scrolled: string[] = [];
    const frameWindow = frame.contentWindow as unknown as typeof globalThis;
    frameWindow.Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    fireEvent.focus(within(formSection('Quem somos')).getAllByLabelText('Nome')[0]!);
    await waitFor(() => expect(scrolled).toEqual(['quem-somos']));
    fireEvent.focus(heroTitle());
    await waitFor(() => expect(scrolled).toEqual(['quem-somos', 'hero-title']));
  });
});
