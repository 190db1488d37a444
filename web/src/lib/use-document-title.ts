import { createContext, useContext, useEffect } from 'react';

/** Set while a page is rendered at build time: it hears the title the page asks for. */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

/** The tab's title while the page is shown; the previous one comes back when it leaves. */
export function useDocumentTitle(title: string) {
  useContext(DocumentTitleCollector)?.(title);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
