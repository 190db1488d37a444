import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import { buttonIn, formSection, longTest, openAdminContent } from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const section = formSection;
const field = (sectionName: string, name: string) =>
  within(section(sectionName)).getByLabelText(name);
const publish = () => fireEvent.click(buttonIn(section('Publicação'), 'Publicar'));
const puts = () => requestsTo(server, '/api/v1/admin/content', 'PUT');

describe('/admin/conteudo: checking the form', longTest, () => {
  it('says beside each field what the schema refuses, and takes the keyboard to the first', async () => {
    await openAdminContent(server);
    fireEvent.change(field('Contato', 'Link de contato'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.change(field('Abertura', 'Título principal'), { target: { value: '   ' } });
    fireEvent.change(field('Rodapé', 'Ano do copyright'), { target: { value: '' } });
    publish();

    // Error toasts stay 8 s: an earlier test's may still be on screen beside this one.
    expect((await screen.findAllByText('Revise o conteúdo')).length).toBeGreaterThan(0);
    const contact = field('Contato', 'Link de contato');
    expect(contact).toHaveFocus();
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(contact).toHaveAccessibleDescription(
      /Informe um endereço que comece com https:\/\/ \(ou http:\/\/\)\.$/,
    );
    expect(field('Abertura', 'Título principal')).toHaveAccessibleDescription(
      /Preencha este campo\.$/,
    );
    expect(field('Rodapé', 'Ano do copyright')).toHaveAccessibleDescription(
      'Informe um ano entre 2000 e 2100.',
    );
    expect(puts()).toEqual([]);

    fireEvent.change(contact, { target: { value: 'https://wa.me/5511912345678' } });
    expect(contact).not.toHaveAttribute('aria-invalid');
  });

  it('refuses two solutions with one anchor, beside the list', async () => {
    await openAdminContent(server);
    const anchors = within(section('Soluções')).getAllByLabelText('Âncora');
    fireEvent.change(anchors[1]!, { target: { value: 'assessment' } });
    publish();
    const add = await within(section('Soluções')).findByRole('button', {
      name: 'Adicionar solução',
    });
    expect(add).toHaveFocus();
    expect(add).toHaveAccessibleDescription('Cada solução precisa de uma âncora própria.');
  });
});
