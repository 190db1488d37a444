import { useCallback } from 'react';
import { materialsContent, type ViewableKind } from '../../content/materials.ts';

interface MaterialViewerProps {
  kind: ViewableKind;
  title: string;
  /** The link's URL, which needs no session header. */
  url: string;
  onFailed(): void;
}

/**
 * The material inside its card: the picture, or a player that starts at once (the client just
 * asked for it). It takes the keyboard when it appears.
 */
export function MaterialViewer({ kind, title, url, onFailed }: MaterialViewerProps) {
  const focusWhenShown = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const label = materialsContent.view[kind].label(title);
  if (kind === 'image') {
    return (
      <img
        ref={focusWhenShown}
        src={url}
        alt={label}
        tabIndex={-1}
        onError={onFailed}
        className="mx-auto max-h-[28rem] w-auto max-w-full rounded-xl"
      />
    );
  }
  const Player = kind;
  return (
    <Player
      ref={focusWhenShown}
      src={url}
      aria-label={label}
      controls
      autoPlay
      playsInline={kind === 'video'}
      // Reached by Tab in every browser, as Chromium's players are by default.
      tabIndex={0}
      onError={onFailed}
      className={kind === 'video' ? 'aspect-video w-full rounded-xl bg-ink-950' : 'w-full'}
    />
  );
}
