import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { notFoundContent } from '../content/errors.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle(notFoundContent.documentTitle);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-ivory-100 px-6">
      <div className="text-center">
        <h1 className="font-display text-6xl font-semibold text-ink-900">{notFoundContent.code}</h1>
        <p className="mt-4 text-xl text-ink-700">{notFoundContent.message}</p>
        <Link
          to={paths.home}
          className="mt-6 inline-block font-medium text-brass-700 underline underline-offset-4 hover:text-ink-900"
        >
          {notFoundContent.homeLink}
        </Link>
      </div>
    </main>
  );
}
