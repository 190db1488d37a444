import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { passwordSetupPath, sitePaths } from '../../shared/site-paths.ts';
import { leaveUnlessSessionStored } from './auth/leave-unless-session-stored.ts';
import { DocumentTitleCollector } from './lib/use-document-title.ts';
import { routes } from './routes.tsx';

/**
 * The client pages whose first screen is the same for everyone, prerendered at build time
 * (scripts/prerender-shells.ts) so they paint before any JavaScript: the sign-in screen in each of
 * its modes, and the client area's home as a client with a stored session sees it, the e-mail
 * still to come (decision 047). `file` is the HTML written into dist/; `script`, what runs inline
 * before the page is parsed.
 */
export const shells: ReadonlyArray<{ file: string; url: string; script?: string }> = [
  { file: 'auth.html', url: sitePaths.auth },
  { file: 'auth-reset.html', url: passwordSetupPath },
  { file: 'auth-new-password.html', url: `${passwordSetupPath}&token_hash=link&type=recovery` },
  {
    file: 'dashboard.html',
    url: sitePaths.dashboard,
    script: `(${leaveUnlessSessionStored.toString()})(${JSON.stringify(sitePaths.auth)})`,
  },
];

/** The page at `url` as the browser's first render will produce it, and the title it sets. */
export async function renderShell(url: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  let title = '';
  const html = renderToString(
    <StrictMode>
      <DocumentTitleCollector value={(pageTitle) => (title = pageTitle)}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </DocumentTitleCollector>
    </StrictMode>,
  );
  return { html, title };
}
