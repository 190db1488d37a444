import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content/site.ts';
import { LandingPage } from './landing-page.tsx';

const renderLanding = () => render(<LandingPage />);

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

  it('opens the contact link in a new tab from the hero and the closing call', () => {
    renderLanding();
    for (const name of [/Entrar em Contato/, /Agendar Conversa/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', siteContent.contactUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the three value pillars', () => {
    renderLanding();
    const pillars = within(screen.getByRole('region', { name: 'O que sustenta um legado' }));
    expect(
      pillars.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Posicionamento autêntico', 'Repertório estratégico', 'Comunidade relevante']);
  });

  it('introduces the two founders, each with a professional-network link in a new tab', () => {
    renderLanding();
    const about = within(screen.getByRole('region', { name: 'Quem Somos' }));
    expect(about.getAllByRole('article')).toHaveLength(2);
    const profiles = about.getAllByRole('link', { name: /LinkedIn/ });
    expect(profiles).toHaveLength(2);
    for (const profile of profiles) expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('describes the three solutions as the seed does', () => {
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
  });
});
