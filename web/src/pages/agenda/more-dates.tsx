import { Button } from '../../components/button.tsx';
import { agendaContent } from '../../content/agenda.ts';
import type { SlotsState } from './use-slots.ts';

const { picker: copy } = agendaContent;

/** "Ver mais datas": two more weeks of slots; says so when they bring no free one. */
export function MoreDates({ slots }: { slots: SlotsState }) {
  const { load, updating, canLoadMore, loadMore } = slots;
  const nothingNew = load.status === 'ready' && load.data.nothingNew;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {canLoadMore && (
        <Button variant="outline" disabled={updating} onClick={() => void loadMore()}>
          {updating ? copy.updating : copy.more}
        </Button>
      )}
      <p role="status" className="text-small text-ink-700">
        {nothingNew && copy.nothingNew}
      </p>
    </div>
  );
}
