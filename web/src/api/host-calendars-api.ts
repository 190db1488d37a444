import type { HostCalendarInput, HostCalendarStatus } from '../../../shared/host-calendars.ts';
import { apiCommand, apiRequest } from './api-client.ts';

const hostPath = (hostId: string) => `/admin/hosts/${encodeURIComponent(hostId)}`;

/** A new private feed for the host; the old URL stops working. Its URL is shown this once. */
export const issueHostFeed = (hostId: string) =>
  apiRequest<{ url: string }>('POST', `${hostPath(hostId)}/feed`);

export const revokeHostFeed = (hostId: string) => apiCommand('DELETE', `${hostPath(hostId)}/feed`);

/** The host's connected CalDAV calendar, or null. */
export const fetchHostCalendar = (hostId: string) =>
  apiRequest<HostCalendarStatus | null>('GET', `${hostPath(hostId)}/calendar`);

/** Connects the calendar once the server has signed in to it (422 with the reason otherwise). */
export const connectHostCalendar = (hostId: string, login: HostCalendarInput) =>
  apiRequest<HostCalendarStatus>('PUT', `${hostPath(hostId)}/calendar`, login);

export const removeHostCalendar = (hostId: string) =>
  apiCommand('DELETE', `${hostPath(hostId)}/calendar`);
