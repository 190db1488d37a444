import { ArrowUpRight, Download, Eye, Headphones, type LucideIcon, Play, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MaterialKind } from '../../../../shared/materials.ts';
import { Button } from '../../components/button.tsx';
import { materialsContent, type ViewableKind } from '../../content/materials.ts';
import type { MaterialActions } from './use-material-actions.ts';

const viewIcons = { video: Play, audio: Headphones, image: Eye } satisfies Record<
  ViewableKind,
  LucideIcon
>;

interface MaterialButtonsProps {
  kind: MaterialKind;
  title: string;
  actions: MaterialActions;
}

/**
 * A card's buttons: "Assistir", "Ouvir" or "Ver" (then "Fechar") in the page, or "Abrir" in a new
 * tab for a document; "Baixar" for all. While a link is asked for, the buttons keep the keyboard
 * (aria-disabled, not disabled) and ignore clicks.
 */
export function MaterialButtons({ kind, title, actions }: MaterialButtonsProps) {
  const { pending } = actions;
  const which = <span className="sr-only">{materialsContent.which(title)}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {kind === 'document' ? (
        <Button aria-disabled={pending !== null} onClick={() => void actions.open()}>
          {pending === 'open' ? materialsContent.opening : materialsContent.open}
          <ArrowUpRight aria-hidden="true" className="size-4" />
          {which}
          <span className="sr-only">{` ${materialsContent.newTab}`}</span>
        </Button>
      ) : (
        <ViewButton kind={kind} actions={actions} which={which} />
      )}
      <Button
        variant="outline"
        aria-disabled={pending !== null}
        onClick={() => void actions.download()}
      >
        <Download aria-hidden="true" className="size-4" />
        {pending === 'download' ? materialsContent.downloading : materialsContent.download}
        {which}
      </Button>
    </div>
  );
}

interface ViewButtonProps {
  kind: ViewableKind;
  actions: MaterialActions;
  /** What screen readers hear after the button's word. */
  which: ReactNode;
}

function ViewButton({ kind, actions, which }: ViewButtonProps) {
  const { pending, viewUrl, viewButtonRef } = actions;
  if (viewUrl) {
    return (
      <Button ref={viewButtonRef} variant="outline" onClick={actions.closeView}>
        <X aria-hidden="true" className="size-4" />
        {materialsContent.close}
        {which}
      </Button>
    );
  }
  const Icon = viewIcons[kind];
  return (
    <Button
      ref={viewButtonRef}
      aria-disabled={pending !== null}
      onClick={() => void actions.view()}
    >
      <Icon aria-hidden="true" className="size-4" />
      {pending === 'view' ? materialsContent.loadingLink : materialsContent.view[kind].action}
      {which}
    </Button>
  );
}
