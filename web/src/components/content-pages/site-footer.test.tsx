import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../content/site-content/defaults.ts';
import { SiteFooter } from './site-footer.tsx';

const renderFooter = () =>
  render(<SiteFooter footer={defaultSiteContent.footer} legal={defaultSiteContent.legal} />);

describe('the footer', () => {
  it('has the "Soluções" and "Empresa" link columns, pointing at the sections', () => {
    renderFooter();
    const columns = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(columns).toEqual(['Soluções', 'Empresa']);
    const solutions = within(screen.getByRole('navigation', { name: 'Soluções' }));
    expect(solutions.getByRole('link', { name: 'Legacy Studios' })).toHaveAttribute(
      'href',
      '#studios',
    );
    const company = within(screen.getByRole('navigation', { name: 'Empresa' }));
    expect(company.getByRole('link', { name: 'Quem Somos' })).toHaveAttribute(
      'href',
      '#quem-somos',
    );
  });

  it('links the legal pages and has the 2025 copyright line', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(screen.getByText(/^© 2025 /)).toBeInTheDocument();
  });
});
