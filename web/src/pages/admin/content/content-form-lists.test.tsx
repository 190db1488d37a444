import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAuthServer, fakeAuthServer } from '../../../auth/testing/fake-auth-server.ts';
import { requestsTo } from '../../../testing/open-site.tsx';
import {
  buttonIn,
  formSection,
  longTest,
  openAdminContent,
  publishedContentAnswer,
} from './testing/open-admin-content.ts';

let server: FakeAuthServer;

beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => vi.unstubAllGlobals());

const section = formSection;
const publish = () => fireEvent.click(buttonIn(section('Publicação'), 'Publicar'));
const puts = () => requestsTo(server, '/api/v1/admin/content', 'PUT');
const about = () => within(section('Quem somos'));
const founders = () =>
  within(section('Quem somos')).getAllByLabelText('Nome') as HTMLInputElement[];
const founderNames = () => founders().map((input) => input.value);
const answerEcho = () => {
  server.respondTo('/api/v1/admin/content', 200, publishedContentAnswer({ version: 4 }), 'PUT');
};

describe('/admin/conteudo: lists', longTest, () => {
  it('adds, moves and removes founders, the keyboard following each', async () => {
    await openAdminContent(server);
    expect(founderNames()).toEqual(['Helena Duarte', 'Ricardo Almeida']);

    fireEvent.click(buttonIn(section('Quem somos'), 'Adicionar fundador'));
    expect(founders()).toHaveLength(3);
    expect(founders()[2]).toHaveFocus();
    fireEvent.change(founders()[2]!, { target: { value: 'Marta Lins' } });

    fireEvent.click(about().getByLabelText('Mover Fundador 3 para cima'));
    expect(founderNames()).toEqual(['Helena Duarte', 'Marta Lins', 'Ricardo Almeida']);
    expect(about().getByLabelText('Mover Fundador 2 para cima')).toHaveFocus();
    fireEvent.click(about().getByLabelText('Mover Fundador 1 para baixo'));
    expect(founderNames()).toEqual(['Marta Lins', 'Helena Duarte', 'Ricardo Almeida']);

    fireEvent.click(about().getByLabelText('Remover Fundador 3'));
    expect(founderNames()).toEqual(['Marta Lins', 'Helena Duarte']);
    expect(about().getByLabelText('Remover Fundador 2')).toHaveFocus();
  });

  it('asks a new founder for what the page needs, and publishes the founders in their order', async () => {
    await openAdminContent(server);
    fireEvent.click(buttonIn(section('Quem somos'), 'Adicionar fundador'));
    fireEvent.change(founders()[2]!, { target: { value: 'Marta Lins' } });
    fireEvent.click(about().getByLabelText('Mover Fundador 3 para cima'));
    fireEvent.click(about().getByLabelText('Mover Fundador 2 para cima'));
    fireEvent.click(about().getByLabelText('Remover Fundador 3'));
    expect(founderNames()).toEqual(['Marta Lins', 'Helena Duarte']);

    // A new founder needs a role and a bio before the page can carry them.
    publish();
    // Error toasts stay 8 s: an earlier test's may still be on screen beside this one.
    expect((await screen.findAllByText('Revise o conteúdo')).length).toBeGreaterThan(0);
    const marta = founders()[0]!.closest('li')!;
    expect(within(marta).getByLabelText('Cargo ou papel')).toHaveFocus();
    fireEvent.change(within(marta).getByLabelText('Cargo ou papel'), {
      target: { value: 'Sócia · Narrativas' },
    });
    fireEvent.change(within(marta).getByLabelText('Biografia'), {
      target: { value: 'Jornalista e roteirista.' },
    });
    answerEcho();
    publish();
    expect(await screen.findByText('Conteúdo publicado.')).toBeInTheDocument();
    const sent = puts()[0]!.body as { content: { about: { founders: Array<{ name: string }> } } };
    expect(sent.content.about.founders.map((founder) => founder.name)).toEqual([
      'Marta Lins',
      'Helena Duarte',
    ]);
  });

  it('keeps the pillars to the schema’s limits: one at least, eight at most', async () => {
    await openAdminContent(server);
    const pillars = section('Pilares');
    const add = buttonIn(pillars, 'Adicionar pilar');
    for (let count = 3; count < 8; count += 1) fireEvent.click(add);
    expect(within(pillars).getAllByLabelText('Título')).toHaveLength(8);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('No máximo 8 itens.');
    fireEvent.click(add);
    expect(within(pillars).getAllByLabelText('Título')).toHaveLength(8);

    for (let count = 8; count > 1; count -= 1) {
      fireEvent.click(within(pillars).getByLabelText(`Remover Pilar ${count}`));
    }
    expect(within(pillars).getByLabelText('Remover Pilar 1')).toBeDisabled();
  });

  it('edits the offers of a solution and the links of a footer column', async () => {
    await openAdminContent(server);
    const studios = within(section('Soluções')).getByDisplayValue('Legacy Studios').closest('li')!;
    fireEvent.click(buttonIn(studios, 'Adicionar item'));
    const offer = within(studios).getByLabelText('Item 4');
    expect(offer).toHaveFocus();
    fireEvent.change(offer, { target: { value: 'Podcasts' } });

    const footer = section('Rodapé');
    fireEvent.click(buttonIn(footer, 'Adicionar coluna'));
    const columnTitles = within(footer).getAllByLabelText('Título da coluna');
    fireEvent.change(columnTitles.at(-1)!, { target: { value: 'Legal' } });
    const labels = within(footer).getAllByLabelText('Texto do link');
    fireEvent.change(labels.at(-1)!, { target: { value: 'Privacidade' } });
    const targets = within(footer).getAllByLabelText('Destino');
    fireEvent.change(targets.at(-1)!, { target: { value: '/privacidade' } });

    answerEcho();
    publish();
    expect(await screen.findByText('Conteúdo publicado.')).toBeInTheDocument();
    const { content } = puts()[0]!.body as {
      content: {
        solutions: { items: Array<{ offers: string[] }> };
        footer: { columns: Array<{ title: string; links: unknown[] }> };
      };
    };
    expect(content.solutions.items[1]!.offers.at(-1)).toBe('Podcasts');
    expect(content.footer.columns.at(-1)).toEqual({
      title: 'Legal',
      links: [{ label: 'Privacidade', href: '/privacidade' }],
    });
  });
});
