/**
 * Brand-wide content that is not the team's to edit in the console (the brand itself, and the
 * words around what they edit). The rest of the site's words live in the content document
 * (`site-content/`, edited in /admin/conteudo).
 * OWNER: replace `contactUrl` with the consultancy's real messaging short link.
 */
export const siteContent = {
  brandName: 'Legacy',
  tagline: 'do ego ao legado',
  description:
    'Hub de comunicação corporativa e desenvolvimento de legado executivo para líderes, empresas e famílias empresárias.',
  contactUrl: 'https://wa.me/5511999999999',
  copyrightYear: 2025,
  copyright: (year: number, brand: string) => `© ${year} ${brand}. Todos os direitos reservados.`,
  sectionsNavigationLabel: 'Seções da página',
  profileLinkText: 'LinkedIn',
} as const;
