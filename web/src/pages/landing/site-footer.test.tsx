import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

describe('the footer', () => {
  it('has the "Soluções" and "Empresa" link columns', () => {
    render(<SiteFooter />);
    const columns = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(columns).toEqual(['Soluções', 'Empresa']);
    for (const name of ['Soluções', 'Empresa']) {
      expect(
        within(screen.getByRole('navigation', { name })).getAllByRole('link').length,
      ).toBeGreaterThan(0);
    }
  });

  it('has the legal placeholder links and the 2025 copyright line', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '#',
    );
    expect(screen.getByText(/^© 2025 /)).toBeInTheDocument();
  });
});
