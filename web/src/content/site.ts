/**
 * Brand-wide content. The owner edits these values; layout code never spells them.
 * OWNER: replace `contactUrl` with the consultancy's real messaging short link.
 */
export const siteContent = {
  brandName: 'Legacy',
  tagline: 'do ego ao legado',
  description:
    'Hub de comunicação corporativa e desenvolvimento de legado executivo para líderes, empresas e famílias empresárias.',
  contactUrl: 'https://wa.me/5511999999999',
  copyrightYear: 2025,
} as const;
