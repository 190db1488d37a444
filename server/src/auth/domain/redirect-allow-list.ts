/**
 * Whether a redirect target is covered by an entry of ADDITIONAL_REDIRECT_URLS. An entry with `*`
 * is a glob over the whole URL but its fragment, as in Supabase's allow list: `*` matches any run
 * of characters but the separators `.` and `/`, `**` any run at all. Any other entry names an
 * origin and a path: the target must be on that origin, at that path or below it, whole segments
 * only (`/auth` covers `/auth?x`, `/auth/cb`, never `/authx`).
 */
export function isOnAllowList(target: URL, entries: readonly string[]) {
  return entries.some((entry) =>
    entry.includes('*')
      ? globPattern(entry).test(target.href.split('#', 1)[0]!)
      : isUnder(target, entry),
  );
}

function isUnder(target: URL, entry: string) {
  if (!URL.canParse(entry)) return false;
  const base = new URL(entry);
  if (base.origin !== target.origin) return false;
  const path = base.pathname;
  return (
    target.pathname === path || target.pathname.startsWith(path.endsWith('/') ? path : `${path}/`)
  );
}

function globPattern(glob: string) {
  const parts = glob.split(/(\*\*|\*)/).map((part) => {
    if (part === '**') return '.*';
    if (part === '*') return '[^./]*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}
