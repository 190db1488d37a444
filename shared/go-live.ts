/** The go-live checklist's items, in the order the console lists them (docs/portal.md). */
export const goLiveItemIds = [
  'contact_link',
  'privacy_controller',
  'founders',
  'hours',
  'materials',
  'mail',
  'site_url',
] as const;

export type GoLiveItemId = (typeof goLiveItemIds)[number];

export interface GoLiveItem {
  id: GoLiveItemId;
  done: boolean;
  title: string;
  hint: string;
  /** The console page where it is fixed; null for what the server's configuration sets. */
  href: string | null;
}
