import type { Evidence, Plan } from '../../../../../../shared/plans.ts';
import { mailCopy } from '../../../../mail/copy.ts';
import type { Actor } from '../../../../platform/actor.ts';
import { readAvailability } from '../../agenda/availability.ts';
import { clientOf } from '../../agenda/booking-notices.ts';
import { recapOf } from '../../agenda/conversation-records.ts';
import type { ApiServices } from '../../api-services.ts';
import { readClientPlan } from '../plan-reading.ts';
import { dossierTexts } from './dossier-texts.ts';
import { type DossierConversation, renderDossier } from './render-dossier.ts';

/** The plan's conversations, once each in the plan's order, with their recaps (never private notes). */
async function conversationsOf(services: ApiServices, plan: Plan): Promise<DossierConversation[]> {
  const evidence = new Map<string, Evidence>();
  for (const item of plan.stages.flatMap((stage) => stage.milestones).flatMap((m) => m.evidence)) {
    if (item.kind === 'conversation' && item.id && !evidence.has(item.id))
      evidence.set(item.id, item);
  }
  if (evidence.size === 0) return [];
  const { notes } = await services.bookingNotes.ofBookings(services.auth.store.db, [
    ...evidence.keys(),
  ]);
  const recaps = new Map(notes.map((row) => [row.booking_id, recapOf(row)]));
  return [...evidence.values()].flatMap((item) => {
    const recap = recaps.get(item.id!);
    return recap ? [{ title: item.title, recap }] : [];
  });
}

/**
 * A client's plan as its dossier (decision 058), drawn now; none when no plan was started. The
 * team's download is in the audit log, on the client's account and named for its member.
 */
export async function planDossier(
  services: ApiServices,
  clientId: string,
  downloadedBy?: Actor,
  now = new Date(),
) {
  const { db } = services.auth.store;
  const plan = await readClientPlan(services, db, clientId);
  const client = await clientOf(services, db, clientId);
  if (!plan || !client) return null;
  const name = client.name?.trim() || client.email;
  const bytes = await renderDossier({
    brand: { name: mailCopy.brand, tagline: mailCopy.tagline },
    client: name,
    plan,
    conversations: await conversationsOf(services, plan),
    generatedAt: now,
    timeZone: (await readAvailability(services, db)).time_zone,
  });
  if (downloadedBy) {
    await services.auth.repositories.auditLog.record(
      db,
      { action: 'plan_dossier_downloaded', userId: clientId, ...downloadedBy },
      now,
    );
  }
  return { bytes, fileName: dossierTexts.fileName(name) };
}
