import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { adminPlansContent } from '../../../content/admin-plans.ts';

const { actions } = adminPlansContent.stages;

interface OrderButtonsProps {
  /** What the buttons act on, read after each by screen readers. */
  name: string;
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
}

/**
 * "Subir", "Descer", "Remover" for a stage or a milestone (icons alone on a phone, their words
 * still read); the last one left stays.
 */
export function OrderButtons({ name, index, count, onMove, onRemove }: OrderButtonsProps) {
  const which = <span className="sr-only">{actions.which(name)}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{actions.up}</span>
        {which}
      </Button>
      <Button variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDown aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{actions.down}</span>
        {which}
      </Button>
      <Button variant="ghost" disabled={count === 1} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{actions.remove}</span>
        {which}
      </Button>
    </div>
  );
}
