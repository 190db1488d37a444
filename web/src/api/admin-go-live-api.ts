import type { GoLiveItem } from '../../../shared/go-live.ts';
import { apiRequest } from './api-client.ts';

/** What is left before the site goes to clients, each item done or not. */
export const fetchGoLiveChecklist = () =>
  apiRequest<{ items: GoLiveItem[] }>('GET', '/admin/go-live');
