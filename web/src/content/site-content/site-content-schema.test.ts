import { describe, expect, it } from 'vitest';
import { siteContentSchema } from '../../../../shared/site-content/schema.ts';
import { defaultSiteContent } from './defaults.ts';

function withFooterLink(href: string) {
  const content = structuredClone(defaultSiteContent);
  content.footer.columns[0]!.links[0]!.href = href;
  return siteContentSchema.safeParse(content);
}

describe("the site's content schema", () => {
  it('takes the defaults as they ship', () => {
    expect(siteContentSchema.safeParse(defaultSiteContent).success).toBe(true);
  });

  it.each([
    '#quem-somos',
    '/termos',
    '/#quem-somos',
    'https://www.linkedin.com/in/x',
    'mailto:a@b.com',
  ])('takes the link %s', (href) => expect(withFooterLink(href).success).toBe(true));

  it.each(['javascript:alert(1)', '//evil.example.com', 'data:text/html,x', 'http://', ''])(
    'refuses the link %s, naming the field',
    (href) => {
      const result = withFooterLink(href);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['footer', 'columns', 0, 'links', 0, 'href']);
    },
  );

  it.each(['hero-title', 'pilares', 'quem-somos', 'nossas-solucoes', 'agendar'])(
    'refuses %s as a solution’s anchor: a section of the page has it',
    (id) => {
      const content = structuredClone(defaultSiteContent);
      content.solutions.items[1]!.id = id;
      expect(siteContentSchema.safeParse(content).error?.issues[0]).toMatchObject({
        path: ['solutions', 'items', 1, 'id'],
        message: 'Esta âncora já é de uma seção da página; escolha outra.',
      });
    },
  );

  it('refuses two solutions with the same anchor', () => {
    const content = structuredClone(defaultSiteContent);
    content.solutions.items[1]!.id = content.solutions.items[0]!.id;
    expect(siteContentSchema.safeParse(content).error?.issues[0]?.path).toEqual([
      'solutions',
      'items',
    ]);
  });
});
