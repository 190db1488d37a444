import { openStore } from '../server/src/db/database.ts';
import type { ServerOnStore } from './bench-backends.ts';

/**
 * What the store holds after the booking load, read from the store itself: slots with more than
 * one confirmed booking (the unique index should leave none), confirmed bookings, and booking
 * notices (the e-mails' jobs) due but not yet sent.
 */
export async function readAgendaStore(server: ServerOnStore) {
  const { db, close } = openStore(server);
  try {
    const doubled = await db
      .selectFrom('bookings')
      .select('start_at')
      .where('status', '=', 'confirmed')
      .groupBy('start_at')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    const confirmed = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const noticesDue = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .where('run_at', '<=', new Date().toISOString())
      .executeTakeFirstOrThrow();
    return {
      doubleBookedSlots: doubled.length,
      confirmed: Number(confirmed.n),
      noticesDue: Number(noticesDue.n),
    };
  } finally {
    await close();
  }
}
