import { siteContent } from './site.ts';

/** Head tags of the prerendered `/`; `siteUrl` is the public origin known at build time. */
export function landingHead(siteUrl: string) {
  const title = `${siteContent.brandName} — Comunicação corporativa e legado executivo`;
  return {
    title,
    description: siteContent.description,
    canonical: `${siteUrl}/`,
    image: `${siteUrl}/og-image.png`,
    locale: 'pt_BR',
    siteName: siteContent.brandName,
  } as const;
}
