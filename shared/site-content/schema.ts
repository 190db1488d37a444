import { z } from 'zod';
import { landingAnchors } from './landing-anchors.ts';
import { type MarkdownLimit, markdownLimitPassed, markdownLimits } from './markdown-limits.ts';

/**
 * The site's own words and pictures as one document (docs/portal.md, "Site content in the store"):
 * the team edits it in /admin/conteudo, the server keeps every published version and renders `/`,
 * `/termos` and `/privacidade` from the newest one. `web/src/content/site-content/defaults.ts` is
 * the first version.
 */

export const siteContentLimits = {
  short: 120,
  text: 600,
  markdown: 60_000,
  url: 500,
  items: 8,
} as const;

const messages = {
  required: 'Preencha este campo.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  notText: 'Este campo deve ser um texto.',
  url: 'Informe um endereço que comece com https:// (ou http://).',
  link: 'Informe um endereço https://, um email (mailto:), uma âncora (#secao) ou uma página do site (/termos).',
  email: 'Informe um email válido.',
  tooMany: (max: number) => `No máximo ${max} itens.`,
  tooFew: 'Inclua pelo menos um item.',
  anchor: 'Use só letras minúsculas, números e hífens.',
  imageId: 'Imagem desconhecida.',
  year: 'Informe um ano entre 2000 e 2100.',
  duplicateAnchor: 'Cada solução precisa de uma âncora própria.',
  reservedAnchor: 'Esta âncora já é de uma seção da página; escolha outra.',
  markdown: {
    lines: `Use no máximo ${markdownLimits.lines} linhas (as em branco também contam).`,
    nesting: `Use no máximo ${markdownLimits.nesting} níveis de listas e citações (>) um dentro do outro; cada 2 espaços no começo de uma linha contam como um nível.`,
    blocks: `Use no máximo ${markdownLimits.blocks} itens de lista e citações (>).`,
    marks: `Use no máximo ${markdownLimits.marks} marcas de formatação (* _ \` [ ] < & \\): **negrito** conta 2, um link [texto](endereço) conta 2.`,
  } satisfies Record<MarkdownLimit, string>,
} as const;

const text = (max: number = siteContentLimits.text) =>
  z
    .string({ error: messages.notText })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong(max));

const optionalText = (max: number = siteContentLimits.text) =>
  z.string({ error: messages.notText }).trim().max(max, messages.tooLong(max));

/** An address people leave the site for: only web addresses (never `javascript:` and the like). */
const externalUrl = z
  .string({ error: messages.notText })
  .trim()
  .max(siteContentLimits.url, messages.tooLong(siteContentLimits.url))
  .regex(/^https?:\/\/[^\s/]+\.[^\s]*$/i, messages.url);

/** A footer or header target: a section of `/`, a page of the site, a web address or an e-mail. */
const siteLink = z
  .string({ error: messages.notText })
  .trim()
  .max(siteContentLimits.url, messages.tooLong(siteContentLimits.url))
  .regex(
    /^(#[a-z0-9-]+|\/(?!\/)[a-z0-9/#-]*|https?:\/\/[^\s/]+\.[^\s]*|mailto:[^\s@]+@[^\s@]+)$/i,
    messages.link,
  );

const list = <T extends z.ZodType>(item: T, min = 1) =>
  z
    .array(item)
    .min(min, messages.tooFew)
    .max(siteContentLimits.items, messages.tooMany(siteContentLimits.items));

/** A photo uploaded through the console: the server knows its sizes by id; the text is its alt. */
const siteImageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]{20,40}$/, messages.imageId),
  alt: optionalText(siteContentLimits.text),
});

const link = z.strictObject({ label: text(siteContentLimits.short), href: siteLink });

/** Markdown of a bounded structure, so that it renders in bounded time (decision 028). */
const markdown = text(siteContentLimits.markdown).superRefine((value, context) => {
  const limit = markdownLimitPassed(value);
  if (limit) context.addIssue({ code: 'custom', message: messages.markdown[limit] });
});

const legalPage = z.strictObject({
  title: text(siteContentLimits.short),
  /** Rendered without raw HTML (docs/decisions/016). */
  body: markdown,
  updatedOn: z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD.' }),
});

export const siteContentSchema = z.strictObject({
  seo: z.strictObject({
    title: text(siteContentLimits.short),
    description: text(300),
    shareImage: siteImageSchema.nullable(),
  }),
  contact: z.strictObject({
    /** Where the contact buttons go; a WhatsApp link gets each button's message as `?text=`. */
    url: externalUrl,
  }),
  header: z.strictObject({
    clientAreaLabel: text(siteContentLimits.short),
    navigation: list(link, 0),
  }),
  hero: z.strictObject({
    eyebrow: text(siteContentLimits.short),
    title: text(siteContentLimits.short),
    lead: text(),
    contactLabel: text(siteContentLimits.short),
    contactMessage: optionalText(300),
    quote: optionalText(300),
  }),
  pillars: z.strictObject({
    heading: text(siteContentLimits.short),
    items: list(z.strictObject({ title: text(siteContentLimits.short), text: text() })),
  }),
  about: z.strictObject({
    heading: text(siteContentLimits.short),
    intro: text(),
    founders: list(
      z.strictObject({
        name: text(siteContentLimits.short),
        role: text(siteContentLimits.short),
        bio: text(),
        photo: siteImageSchema.nullable(),
        profileUrl: externalUrl.or(z.literal('')),
        profileLabel: optionalText(siteContentLimits.short),
      }),
      0,
    ),
  }),
  solutions: z.strictObject({
    heading: text(siteContentLimits.short),
    intro: optionalText(),
    items: list(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z][a-z0-9-]{0,39}$/, messages.anchor)
          .refine(
            (id) => !(Object.values(landingAnchors) as string[]).includes(id),
            messages.reservedAnchor,
          ),
        name: text(siteContentLimits.short),
        summary: text(siteContentLimits.short),
        text: text(),
        offers: list(text(siteContentLimits.short), 0),
        contactLabel: text(siteContentLimits.short),
        contactMessage: optionalText(300),
        image: siteImageSchema.nullable(),
      }),
    ).refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      messages.duplicateAnchor,
    ),
  }),
  closingCall: z.strictObject({
    heading: text(siteContentLimits.short),
    text: text(),
    scheduleLabel: text(siteContentLimits.short),
    contactMessage: optionalText(300),
  }),
  footer: z.strictObject({
    description: text(300),
    columns: list(z.strictObject({ title: text(siteContentLimits.short), links: list(link) }), 0),
    copyrightYear: z
      .int({ error: messages.year })
      .min(2000, messages.year)
      .max(2100, messages.year),
  }),
  legal: z.strictObject({
    terms: legalPage,
    privacy: legalPage,
    /** The LGPD controller, named on the privacy page. */
    controller: z.strictObject({
      name: text(siteContentLimits.short),
      document: optionalText(40),
      email: z.email({ error: messages.email }).max(254, messages.tooLong(254)),
      address: optionalText(300),
    }),
  }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteImage = z.infer<typeof siteImageSchema>;
export type SiteLink = z.infer<typeof link>;

/** Every image a document uses, so the server can check they exist. */
export function imagesOf(content: SiteContent): SiteImage[] {
  return [
    content.seo.shareImage,
    ...content.about.founders.map((founder) => founder.photo),
    ...content.solutions.items.map((item) => item.image),
  ].filter((image): image is SiteImage => image !== null);
}
