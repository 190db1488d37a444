import { placeholderContactUrl } from '../../../shared/site-content/placeholders.ts';

/**
 * Brand-wide content that is not the team's to edit in the console (the brand itself, and the
 * words around what they edit). The rest of the site's words live in the content document
 * (`site-content/`, edited in /admin/conteudo).
 * The contact link is a placeholder until CONTACT_URL or the console sets the real one.
 */
export const siteContent = {
  brandName: 'Legacy',
  tagline: 'do ego ao legado',
  description:
    'Hub de comunicação corporativa e desenvolvimento de legado executivo para líderes, empresas e famílias empresárias.',
  contactUrl: placeholderContactUrl,
  copyrightYear: 2025,
  copyright: (year: number, brand: string) => `© ${year} ${brand}. Todos os direitos reservados.`,
  sectionsNavigationLabel: 'Seções da página',
  /** The button that opens the sections on a phone. */
  sectionsMenuLabel: 'Menu',
  profileLinkText: 'LinkedIn',
} as const;
