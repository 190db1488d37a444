import { useCallback, useRef, useState } from 'react';
import type { SlotList } from '../../../../shared/agenda.ts';
import { fetchSlots } from '../../api/agenda-api.ts';
import { ApiError } from '../../api/api-client.ts';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { notifyError } from '../../components/notify.ts';
import { agendaContent } from '../../content/agenda.ts';
import { addDays, agendaClock, clientTimeZone, daysBetween } from '../../lib/agenda-clock.ts';
import { useApiLoad } from '../../lib/use-api-load.ts';
import { useEndSession } from '../../lib/use-end-session.ts';

/** The slots of the days from `from` to `to` (the team's days, as the API counts them). */
export interface LoadedSlots extends SlotList {
  from: string;
  to: string;
  /** The last "Ver mais datas" brought no free slot. */
  nothingNew: boolean;
}

/** Each "Ver mais datas" asks for two more weeks. */
const windowDays = 14;
/** The most days one `GET /slots` covers (`slotRangeQuery`). */
const maxRangeDays = 62;
/** The team opens its agenda at most a year ahead (`availabilityInput`): nothing lies beyond. */
const farthestDays = 366;

async function fetchRange(from: string, to: string, host?: string): Promise<LoadedSlots> {
  const pieces: Promise<SlotList>[] = [];
  for (let start = from; start <= to; start = addDays(start, maxRangeDays)) {
    const end = addDays(start, maxRangeDays - 1);
    pieces.push(fetchSlots(start, end < to ? end : to, host));
  }
  const lists = await Promise.all(pieces);
  return { ...lists[0]!, slots: lists.flatMap((list) => list.slots), from, to, nothingNew: false };
}

function fetchFirstWeeks(host?: string) {
  // A day early: for a client east of the team, the team's today can still be the client's yesterday.
  const from = addDays(agendaClock(clientTimeZone()).dayOf(new Date()), -1);
  return fetchRange(from, addDays(from, windowDays - 1), host);
}

/**
 * The free slots of one host (`host`), or of any, two weeks at first; `loadMore()` adds two weeks,
 * `refresh()` asks again for every day shown (after a booking, or when a slot was taken meanwhile).
 * Another host reads them anew.
 */
export function useSlots(host?: string) {
  const endSession = useEndSession();
  const firstWeeks = useCallback(() => fetchFirstWeeks(host), [host]);
  const { load, reload, replace } = useApiLoad(firstWeeks);
  const [updating, setUpdating] = useState(false);
  /** Only the latest update is shown: a refresh overtakes a "Ver mais datas" still on its way. */
  const latest = useRef(0);

  async function update(ask: (shown: LoadedSlots) => Promise<LoadedSlots>) {
    if (load.status !== 'ready') return reload();
    const ticket = ++latest.current;
    setUpdating(true);
    try {
      const next = await ask(load.data);
      if (ticket === latest.current) replace(next);
    } catch (error) {
      if (ticket !== latest.current) return;
      if (error instanceof ApiError && error.signedOut) return void endSession();
      notifyError({ title: agendaContent.picker.loadFailed, description: apiErrorMessage(error) });
    } finally {
      if (ticket === latest.current) setUpdating(false);
    }
  }

  const canLoadMore =
    load.status === 'ready' && daysBetween(load.data.from, load.data.to) < farthestDays;

  return {
    load,
    reload,
    updating,
    canLoadMore,
    loadMore: () =>
      update(async (shown) => {
        const from = addDays(shown.to, 1);
        const more = await fetchRange(from, addDays(from, windowDays - 1), host);
        return {
          ...more,
          slots: [...shown.slots, ...more.slots],
          from: shown.from,
          nothingNew: more.slots.length === 0,
        };
      }),
    refresh: () => update((shown) => fetchRange(shown.from, shown.to, host)),
  };
}

export type SlotsState = ReturnType<typeof useSlots>;
