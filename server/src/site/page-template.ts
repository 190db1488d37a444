/** Where a static host finds each page rendered from the content document (scripts/build.ts). */
export const contentPageFiles = {
  '/': 'landing.html',
  '/termos': 'termos.html',
  '/privacidade': 'privacidade.html',
} as const;

/** The built page template with a rendered page's head tags and body in place. */
export function fillPageTemplate(template: string, page: { head: string; body: string }): string {
  return template
    .replace('<!--head-->', () => page.head)
    .replace('<!--landing-->', () => page.body);
}
