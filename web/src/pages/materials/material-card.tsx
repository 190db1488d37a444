import { Check, FileText, Film, Headphones, ImageIcon, type LucideIcon } from 'lucide-react';
import { type Material, type MaterialKind, materialKind } from '../../../../shared/materials.ts';
import { materialsContent } from '../../content/materials.ts';
import { MaterialButtons } from './material-buttons.tsx';
import { MaterialMeta } from './material-meta.tsx';
import { MaterialViewer } from './material-viewer.tsx';
import { useMaterialActions } from './use-material-actions.ts';

const kindIcons = {
  document: FileText,
  video: Film,
  audio: Headphones,
  image: ImageIcon,
} satisfies Record<MaterialKind, LucideIcon>;

interface MaterialCardProps {
  material: Material;
  /** The material was unpublished or deleted since the list was read. */
  onGone(): void;
}

/** One material: what it is, "Visto" once the client has opened it, and the ways to its file. */
export function MaterialCard({ material, onGone }: MaterialCardProps) {
  const kind = materialKind(material.content_type);
  const actions = useMaterialActions(material, onGone);
  const Icon = kindIcons[kind];
  return (
    <li className="flex flex-col gap-5 rounded-2xl border border-sand-300 bg-white p-5 sm:p-6">
      {/* On a phone the facts take the card's width, below the icon and the title. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 sm:gap-y-1">
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-full bg-ink-900 text-brass-300 sm:row-span-2 sm:self-start"
        >
          <Icon className="size-5" strokeWidth={1.75} />
        </span>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-display text-title-4 font-medium break-words text-ink-900">
            {material.title}
          </h3>
          {actions.seen && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sand-200 px-2.5 py-0.5 text-caption font-medium text-ink-900">
              <Check aria-hidden="true" className="size-3.5" />
              {materialsContent.seen}
            </span>
          )}
        </div>
        <MaterialMeta material={material} className="col-span-2 sm:col-span-1 sm:col-start-2" />
      </div>
      {material.description && (
        <p className="break-words whitespace-pre-line text-ink-700">{material.description}</p>
      )}
      <MaterialButtons kind={kind} title={material.title} actions={actions} />
      {kind !== 'document' && actions.viewUrl && (
        <MaterialViewer
          kind={kind}
          title={material.title}
          url={actions.viewUrl}
          onFailed={actions.viewFailed}
        />
      )}
    </li>
  );
}
