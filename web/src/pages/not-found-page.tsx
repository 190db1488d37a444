import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandScreen } from '../components/brand-screen.tsx';
import { buttonClassName } from '../components/button-styles.ts';
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
    <BrandScreen>
      <h1 className="font-display text-display font-medium text-brass-300 tabular-nums">
        {notFoundContent.code}
      </h1>
      <p className="mt-4 max-w-xl font-display text-title-2 text-ivory-50">
        {notFoundContent.message}
      </p>
      <Link to={paths.home} className={buttonClassName('accent', 'lg', 'mt-10 self-start')}>
        {notFoundContent.homeLink}
      </Link>
    </BrandScreen>
  );
}
