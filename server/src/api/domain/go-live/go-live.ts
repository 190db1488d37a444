import { type GoLiveItem, goLiveItemIds } from '../../../../../shared/go-live.ts';
import { readAvailability } from '../agenda/availability.ts';
import type { ApiServices } from '../api-services.ts';
import { liveDocument } from '../site-content/site-content.ts';
import { configChecks, contentChecks, hasOpenHours } from './go-live-checks.ts';
import { goLiveCopy } from './go-live-copy.ts';

/**
 * What is left before the site can be shown to clients, read from the state each time: an item is
 * done as soon as what it asks for is. The content's items only where the site is built here.
 */
export async function goLiveChecklist(services: ApiServices): Promise<{ items: GoLiveItem[] }> {
  const { db } = services.auth.store;
  const [live, availability, anyMaterial] = await Promise.all([
    services.siteRendering ? liveDocument(services, db) : undefined,
    readAvailability(services),
    services.materials.anyPublished(db),
  ]);
  const done: Partial<Record<GoLiveItem['id'], boolean>> = {
    ...(live ? contentChecks(live.content) : {}),
    hours: hasOpenHours(availability),
    materials: anyMaterial,
    ...configChecks(services.auth.config),
  };
  return {
    items: goLiveItemIds.flatMap((id) => {
      const itemDone = done[id];
      return itemDone === undefined ? [] : [{ id, done: itemDone, ...goLiveCopy[id] }];
    }),
  };
}
