import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteContentSchema } from '../../../../shared/site-content/schema.ts';
import { defaultSiteContent } from '../../content/site-content/defaults.ts';
import { LegalPage } from './legal-page.tsx';

const withPrivacyText = (body: string) => ({
  ...defaultSiteContent,
  legal: { ...defaultSiteContent.legal, privacy: { ...defaultSiteContent.legal.privacy, body } },
});

describe('the legal pages', () => {
  it('are valid content as shipped', () => {
    expect(siteContentSchema.safeParse(defaultSiteContent).success).toBe(true);
  });

  it('say what is collected, why, for how long, and how to use the rights here', () => {
    render(<LegalPage content={defaultSiteContent} kind="privacy" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de Privacidade');
    for (const topic of [
      'Quais dados tratamos',
      'Para que e com que base legal',
      'Com quem compartilhamos',
      'Por quanto tempo',
      'Os seus direitos e como exercê-los aqui',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(topic) })).toBeVisible();
    }
    expect(screen.getByText(/Baixar meus dados/)).toBeVisible();
    const controller = within(screen.getByRole('region', { name: 'Controlador dos dados' }));
    expect(controller.getByRole('link', { name: 'privacidade@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacidade@example.com',
    );
  });

  it('never turn the text into markup, scripts or outside requests', () => {
    const { container } = render(
      <LegalPage
        content={withPrivacyText(
          [
            '<script>alert(1)</script>',
            '<img src=x onerror=alert(2)>',
            '[clique](javascript:alert(3))',
            '![rastreio](https://tracker.example.com/pixel.gif)',
            '<a href="https://evil.example.com">link cru</a>',
            'Texto **comum**.',
          ].join('\n\n'),
        )}
        kind="privacy"
      />,
    );
    const text = container.querySelector('.legal-text')!;
    expect(text.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(text.querySelector('a[href^="javascript"]')).toBeNull();
    expect(text.querySelector('a[href="https://evil.example.com"]')).toBeNull();
    expect(within(text as HTMLElement).getByText('comum').tagName).toBe('STRONG');
  });

  it("send the footer's section links to the landing page's sections", () => {
    render(<LegalPage content={defaultSiteContent} kind="terms" />);
    expect(screen.getByRole('link', { name: 'Quem Somos' })).toHaveAttribute(
      'href',
      '/#quem-somos',
    );
  });
});
