import { useEffect } from 'react';

/** The tab's title while the page is shown; the previous one comes back when it leaves. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
