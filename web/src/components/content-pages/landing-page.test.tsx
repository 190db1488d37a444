import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../../shared/site-content/schema.ts';
import { defaultSiteContent } from '../../content/site-content/defaults.ts';
import { LandingPage } from './landing-page.tsx';

const renderLanding = (content: SiteContent = defaultSiteContent, imageSizes = {}) =>
  render(<LandingPage content={content} imageSizes={imageSizes} />);

const photoId = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3';

describe('the landing page', () => {
  it('presents the sections in the order of the seed', () => {
    renderLanding();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual([
      'O que sustenta um legado',
      'Quem Somos',
      'Nossas Soluções',
      'Seu legado começa com uma conversa.',
    ]);
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero.compareDocumentPosition(screen.getByText('Posicionamento autêntico'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('links "Área do Cliente" to the sign-in screen', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Área do Cliente' })).toHaveAttribute('href', '/auth');
  });

  it('opens the contact link in a new tab from the hero and the closing call, with each button’s message', () => {
    renderLanding();
    const expected = {
      'Entrar em Contato': 'Olá! Gostaria de conversar sobre o meu legado.',
      'Agendar Conversa': 'Olá! Gostaria de agendar uma primeira conversa.',
    };
    for (const [name, message] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      const url = new URL(link.getAttribute('href')!);
      expect(`${url.origin}${url.pathname}`).toBe(defaultSiteContent.contact.url);
      expect(url.searchParams.get('text')).toBe(message);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves a contact link that is not WhatsApp as the team wrote it', () => {
    renderLanding({ ...defaultSiteContent, contact: { url: 'https://cal.example.com/legacy' } });
    expect(screen.getByRole('link', { name: /Agendar Conversa/ })).toHaveAttribute(
      'href',
      'https://cal.example.com/legacy',
    );
  });

  it('shows the three value pillars', () => {
    renderLanding();
    const pillars = within(screen.getByRole('region', { name: 'O que sustenta um legado' }));
    expect(
      pillars.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Posicionamento autêntico', 'Repertório estratégico', 'Comunidade relevante']);
  });

  it('introduces the two founders, with a profile link in a new tab only where the team set one', () => {
    const [first, second] = defaultSiteContent.about.founders;
    renderLanding({
      ...defaultSiteContent,
      about: {
        ...defaultSiteContent.about,
        founders: [{ ...first!, profileUrl: 'https://www.linkedin.com/in/helena' }, second!],
      },
    });
    const about = within(screen.getByRole('region', { name: 'Quem Somos' }));
    expect(about.getAllByRole('article')).toHaveLength(2);
    const profile = about.getByRole('link', { name: first!.profileLabel });
    expect(profile).toHaveAttribute('href', 'https://www.linkedin.com/in/helena');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(about.getAllByRole('link')).toHaveLength(1);
  });

  it("draws a founder's photo with its size and both formats, and initials without one", () => {
    const [first, second] = defaultSiteContent.about.founders;
    const { container } = renderLanding(
      {
        ...defaultSiteContent,
        about: {
          ...defaultSiteContent.about,
          founders: [{ ...first!, photo: { id: photoId, alt: 'Helena Duarte' } }, second!],
        },
      },
      { [photoId]: { width: 960, height: 1200 } },
    );
    const photo = screen.getByRole('img', { name: 'Helena Duarte' });
    expect(photo).toHaveAttribute('width', '960');
    expect(photo).toHaveAttribute('height', '1200');
    expect(photo.getAttribute('srcset')).toBe(
      `/media/site/${photoId}-480.webp 480w, /media/site/${photoId}-960.webp 960w`,
    );
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      `/media/site/${photoId}-480.avif 480w, /media/site/${photoId}-960.avif 960w`,
    );
    expect(screen.getByText('RA')).toBeInTheDocument();
  });

  it('describes the three solutions as the seed does, each with its own contact message', () => {
    renderLanding();
    const solutions = within(screen.getByRole('region', { name: 'Nossas Soluções' }));
    expect(
      solutions.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Legacy Assessment', 'Legacy Studios', 'Legacy Education']);
    expect(solutions.getByText('Diagnóstico e alinhamento estratégico')).toBeInTheDocument();
    expect(
      solutions.getByText('Filmes, séries, manifestos e registros documentais'),
    ).toBeInTheDocument();
    expect(
      solutions.getByText('Palestras, workshops, mentorias e trilhas de desenvolvimento'),
    ).toBeInTheDocument();
    const studios = solutions.getByRole('link', { name: /Conversar sobre o Studios/ });
    expect(new URL(studios.getAttribute('href')!).searchParams.get('text')).toBe(
      'Olá! Gostaria de saber mais sobre o Legacy Studios.',
    );
  });

  it('offers a navigation to the sections, in a row and in a phone’s menu', () => {
    renderLanding();
    const [row, menu] = screen.getAllByRole('navigation', { name: 'Seções da página' });
    for (const link of within(row!).getAllByRole('link')) {
      const target = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(target), target).not.toBeNull();
    }
    const targets = (navigation: HTMLElement) =>
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(targets(menu!)).toEqual(targets(row!));
    expect(menu!.closest('details')?.querySelector('summary')).toHaveTextContent('Menu');
  });
});
