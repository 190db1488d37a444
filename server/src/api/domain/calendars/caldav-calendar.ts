import {
  createDAVClient,
  deleteObject,
  fetchCalendarObjects,
  getBasicAuthHeaders,
  updateObject,
} from 'tsdav';
import { CalendarFailure, calendarFailureOf } from './calendar-failure.ts';

/** What a host typed to connect a calendar: the calendar's address or the account's root. */
export interface CalDavLogin {
  url: string;
  username: string;
  password: string;
}

/** No CalDAV exchange waits longer: a calendar that hangs is a calendar that fails. */
const timeoutMs = 20_000;

const withinTime = () => ({ signal: AbortSignal.timeout(timeoutMs) });

/** A collection's path as servers spell it either way (`%40` or `@`, with or without `/`). */
const pathOf = (url: string) => {
  const pathname = decodeURIComponent(new URL(url).pathname);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
};

/** Calls CalDAV; any failure becomes the `CalendarFailure` the host is shown. */
async function calling<T>(request: () => Promise<T>) {
  try {
    return await request();
  } catch (error) {
    throw calendarFailureOf(error);
  }
}

/**
 * Signs in and finds the calendar: the one at `login.url`, or the first calendar of events below
 * it (an account's root, as Google, iCloud and Fastmail give it). Its URL, for reading and writing.
 */
export async function findCalendar(login: CalDavLogin) {
  const calendars = await calling(async () => {
    const client = await createDAVClient({
      serverUrl: login.url,
      credentials: { username: login.username, password: login.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetchOptions: withinTime(),
    });
    return client.fetchCalendars();
  });
  const asked = pathOf(login.url);
  const ofEvents = calendars.filter((calendar) => calendar.components?.includes('VEVENT') ?? true);
  const found =
    ofEvents.find((calendar) => pathOf(calendar.url) === asked) ??
    ofEvents.find((calendar) => pathOf(calendar.url).startsWith(asked));
  if (!found) throw new CalendarFailure('calendar_not_found');
  return found.url;
}

type Connected = Omit<CalDavLogin, 'url'> & { calendarUrl: string };

const authorization = (calendar: Connected) =>
  getBasicAuthHeaders({ username: calendar.username, password: calendar.password });

/** The calendar's objects (each a VCALENDAR's text) with an event between two instants. */
export async function readCalendarObjects(calendar: Connected, from: Date, to: Date) {
  const objects = await calling(() =>
    fetchCalendarObjects({
      calendar: { url: calendar.calendarUrl },
      headers: authorization(calendar),
      timeRange: { start: from.toISOString(), end: to.toISOString() },
      fetchOptions: withinTime(),
    }),
  );
  return objects.flatMap((object) => (typeof object.data === 'string' ? [object.data] : []));
}

async function answered(response: Response, missingIsFine = false) {
  if (response.ok || (missingIsFine && response.status === 404)) return response;
  throw calendarFailureOf(new Error(`${response.status} ${response.statusText}`));
}

/** Writes one object (whatever was there is replaced); its etag, when the server gives one. */
export async function writeCalendarObject(calendar: Connected, url: string, text: string) {
  const response = await calling(() =>
    updateObject({
      url,
      data: text,
      headers: { ...authorization(calendar), 'content-type': 'text/calendar; charset=utf-8' },
      fetchOptions: withinTime(),
    }),
  );
  return (await answered(response)).headers.get('etag');
}

/** Removes one object; one already gone is fine. */
export async function deleteCalendarObject(calendar: Connected, url: string) {
  const response = await calling(() =>
    deleteObject({ url, headers: authorization(calendar), fetchOptions: withinTime() }),
  );
  await answered(response, true);
}
