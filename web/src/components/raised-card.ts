/**
 * A client page's ivory card. The first one overlaps the header's dark band: `relative` paints it
 * above the header, which is positioned too.
 */
export const raisedCardClassName =
  'relative rounded-3xl bg-ivory-50 p-7 shadow-xl shadow-ink-900/10 ring-1 ring-sand-300/70 sm:p-10';
