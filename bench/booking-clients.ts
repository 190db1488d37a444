/**
 * Virtual clients of the agenda, each signed in as a client account of its own. Each loops: read
 * the free slots of the next 30 days, try to book one of the soonest few, where the others race
 * it for the same. Like the agenda page, a client learns of the upcoming-bookings limit from the
 * server's `booking_limit` answer; it then cancels its older booking and tries again.
 */
import { dataApiPrefix } from '../shared/site-paths.ts';

/** How many of the soonest free slots a client picks from: few, so that clients collide. */
export const contestedSlots = 3;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface BookingLoadResult {
  /** The milliseconds each request took, by request and status: `POST /bookings 409`. */
  latencies: Map<string, number[]>;
  statuses: Map<number, number>;
  /** The free slots the first answer listed, before any booking. */
  freeAtStart: number;
  /** The bookings the clients hold at the end, by their own count. */
  held: number;
  seconds: number;
}

export async function runBookingClients(options: {
  url: string;
  /** One access token per client. */
  tokens: string[];
  seconds: number;
}): Promise<BookingLoadResult> {
  const latencies = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  let freeAtStart: number | undefined;

  async function call(request: string, token: string, path: string, body?: unknown) {
    const started = performance.now();
    const response = await fetch(`${options.url}${dataApiPrefix}${path}`, {
      method: request.split(' ')[0],
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const key = `${request} ${response.status}`;
    if (!latencies.has(key)) latencies.set(key, []);
    latencies.get(key)!.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return { status: response.status, answer };
  }

  const slotsPath = `/slots?from=${day(0)}&to=${day(30)}`;
  const deadline = Date.now() + options.seconds * 1000;
  const started = performance.now();
  const held = await Promise.all(
    options.tokens.map(async (token) => {
      const bookings: string[] = [];
      while (Date.now() < deadline) {
        const slots = await call('GET /slots', token, slotsPath);
        const free = (slots.answer.slots ?? []) as { start: string }[];
        freeAtStart ??= free.length;
        if (free.length === 0) continue;
        const pick = free[Math.floor(Math.random() * Math.min(contestedSlots, free.length))]!;
        const booking = await call('POST /bookings', token, '/bookings', { start: pick.start });
        if (booking.status === 201) bookings.push(booking.answer.id as string);
        if (booking.answer.code === 'booking_limit' && bookings.length > 0) {
          const cancel = await call(
            'POST /bookings/:id/cancel',
            token,
            `/bookings/${bookings[0]}/cancel`,
          );
          if (cancel.status === 200) bookings.shift();
        }
      }
      return bookings.length;
    }),
  );
  return {
    latencies,
    statuses,
    freeAtStart: freeAtStart ?? 0,
    held: held.reduce((sum, count) => sum + count, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
