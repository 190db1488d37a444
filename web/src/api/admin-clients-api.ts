import type { Booking } from '../../../shared/agenda.ts';
import type {
  ClientInvitation,
  ClientListQuery,
  ClientStatus,
  ClientSummary,
} from '../../../shared/clients.ts';
import type { Profile } from '../../../shared/profile.ts';
import { apiCommand, apiDownload, apiRequest } from './api-client.ts';

/** One page of the team's client list. */
export interface ClientPage {
  clients: ClientSummary[];
  page: number;
  per_page: number;
  total: number;
}

/** Everything the team sees of one client: the account, the profile, the bookings. */
export interface ClientDetail {
  account: {
    id: string;
    email: string;
    status: ClientStatus;
    created_at: string;
    last_sign_in_at: string | null;
    invited_at: string | null;
    email_confirmed_at: string | null;
    /** When the last invitation's link stops (or stopped) working; null once accepted. */
    invitation_expires_at: string | null;
  };
  profile: Profile;
  bookings: Booking[];
}

const clientPath = (id: string, action = '') =>
  `/admin/clients/${encodeURIComponent(id)}${action && `/${action}`}`;

/** The clients matching `query` (part of an address or a name) and `status`, 25 a page. */
export function fetchClients({ query, page, status }: ClientListQuery) {
  const search = new URLSearchParams({ page: String(page) });
  if (query) search.set('query', query);
  if (status) search.set('status', status);
  return apiRequest<ClientPage>('GET', `/admin/clients?${search}`);
}

/** Creates the account and e-mails the invitation. */
export const inviteClient = (invitation: ClientInvitation) =>
  apiRequest<ClientSummary>('POST', '/admin/clients', invitation);

export const fetchClient = (id: string) => apiRequest<ClientDetail>('GET', clientPath(id));

/** Sends the invitation again, while it is not accepted. */
export const resendInvitation = (id: string) =>
  apiRequest<ClientSummary>('POST', clientPath(id, 'resend-invite'));

/** Disables the account (its sessions end at once) or enables it again. */
export const setClientDisabled = (id: string, disabled: boolean) =>
  apiRequest<ClientSummary>('POST', clientPath(id, disabled ? 'disable' : 'enable'));

/** Deletes the account and its data; its upcoming bookings are cancelled. */
export const deleteClient = (id: string) => apiCommand('DELETE', clientPath(id));

/** A client's private notes in full, for the team to hand over on the client's request (decision 052). */
export const downloadPrivateNotes = (id: string) => apiDownload(clientPath(id, 'private-notes'));
