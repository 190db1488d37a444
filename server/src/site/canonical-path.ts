import { appRoutes } from './app-routes.ts';
import { contentPageFiles } from './page-template.ts';

const pagePatterns = [...Object.keys(contentPageFiles), ...appRoutes].map((route) =>
  route.split('/').slice(1),
);

/**
 * One rule for every page: a path that names a page but for letter case or trailing slashes
 * (`/AUTH`, `/dashboard/`, `/Dashboard//`) has that page's path as its canonical form, which the
 * server redirects to (301). A route's parameters (`:id`) keep the case they came with. Undefined
 * when the path names no page, or already is canonical.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const segments = trimmed.split('/').slice(1);
  for (const pattern of pagePatterns) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every(
      (part, index) =>
        part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase(),
    );
    if (!matches) continue;
    const canonical = `/${pattern.map((part, index) => (part.startsWith(':') ? segments[index] : part)).join('/')}`;
    return canonical === pathname ? undefined : canonical;
  }
  return undefined;
}
