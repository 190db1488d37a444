import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** The widths the preview lays the page out at, as a phone and a laptop show it. */
const previewWidths = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof previewWidths;

/** The frame's document gets the console's stylesheets, the site's own. */
function prepare(frame: Document) {
  frame.documentElement.lang = document.documentElement.lang || 'pt-BR';
  frame.head.replaceChildren(
    ...[...document.querySelectorAll('link[rel="stylesheet"], style')].map((sheet) =>
      sheet.cloneNode(true),
    ),
  );
  // A preview is looked at, not browsed: links stay put; a section's anchor scrolls to it.
  frame.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (!link) return;
    event.preventDefault();
    const target = link.getAttribute('href') ?? '';
    if (target.startsWith('#')) frame.getElementById(target.slice(1))?.scrollIntoView();
  });
}

/**
 * Scrolls the frame's page to the element `id`. Not `scrollIntoView`: that would scroll the
 * console's page too, away from the field being edited.
 */
function scrollFrameTo(page: Document, id: string) {
  const target = page.getElementById(id);
  if (!target) return;
  const scroller = page.scrollingElement ?? page.documentElement;
  scroller.scrollTop += target.getBoundingClientRect().top;
}

interface PreviewFrameProps {
  title: string;
  width: PreviewWidth;
  /** The id the page scrolls to, when it changes: the part being edited. */
  anchor?: string | undefined;
  children: ReactNode;
}

/**
 * The page rendered in a frame of its own, at a phone's or a laptop's width and scaled down to
 * the space there is: its media queries see that width, and its landmarks, headings and ids stay
 * out of the console's page (docs/decisions/025).
 */
export function PreviewFrame({ title, width, anchor, children }: PreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [space, setSpace] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSpace({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (body && anchor) scrollFrameTo(body.ownerDocument, anchor);
  }, [anchor, body]);

  const layoutWidth = previewWidths[width];
  const scale = space ? Math.min(1, space.width / layoutWidth) : 1;
  const attach = (frame: HTMLIFrameElement | null) => {
    const document = frame?.contentDocument;
    if (!document || document.body === body) return;
    prepare(document);
    setBody(document.body);
  };

  return (
    <div ref={box} className="relative h-full min-h-0 w-full overflow-hidden">
      <iframe
        ref={attach}
        // Some browsers swap the first blank document for another once it loads.
        onLoad={(event) => attach(event.currentTarget)}
        title={title}
        // Looked at, not browsed: its links stay out of the keyboard's way through the form, and
        // its landmarks and headings out of the console's (docs/decisions/025).
        inert
        className="absolute top-0 left-0 origin-top-left border-0 bg-ivory-50"
        style={{
          width: layoutWidth,
          height: space ? space.height / scale : '100%',
          transform: scale < 1 ? `scale(${scale})` : undefined,
          left: scale === 1 && space ? (space.width - layoutWidth) / 2 : 0,
        }}
      />
      {body && createPortal(children, body)}
    </div>
  );
}
