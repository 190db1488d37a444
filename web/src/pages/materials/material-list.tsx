import { LibraryBig } from 'lucide-react';
import type { Material } from '../../../../shared/materials.ts';
import { materialsContent } from '../../content/materials.ts';
import { MaterialCard } from './material-card.tsx';

interface MaterialListProps {
  materials: Material[];
  onGone(): void;
}

/** The published materials, newest first as the server lists them; a friendly word when none. */
export function MaterialList({ materials, onGone }: MaterialListProps) {
  const { empty } = materialsContent;
  if (materials.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 px-6 py-12 text-center">
        <LibraryBig aria-hidden="true" className="size-10 text-brass-600" strokeWidth={1.5} />
        <p className="font-display text-title-4 font-medium text-ink-900">{empty.title}</p>
        <p className="max-w-md text-ink-700">{empty.text}</p>
      </div>
    );
  }
  return (
    <ul aria-label={materialsContent.listLabel} className="mt-8 grid gap-5 lg:grid-cols-2">
      {materials.map((material) => (
        <MaterialCard key={material.id} material={material} onGone={onGone} />
      ))}
    </ul>
  );
}
