/**
 * Runs inline in `/dashboard`'s prerendered HTML, before the page (scripts/prerender-shells.ts):
 * that page is drawn for a stored session (decision 047), so a visitor with none is sent to the
 * sign-in screen before it paints. It is written into the page as its own source text, so it
 * imports nothing; it looks for the session where `authStorageKey()` puts it. Anything it cannot
 * read (storage refused, a link's fragment) is left to the app.
 */
export function leaveUnlessSessionStored(signInPath: string, place: Location = location) {
  try {
    const config = document.getElementById('runtime-config')?.textContent;
    const { supabaseUrl } = (config ? JSON.parse(config) : {}) as { supabaseUrl?: string };
    const host = new URL(supabaseUrl || place.origin).hostname;
    if (place.hash || localStorage.getItem(`sb-${host.split('.')[0]}-auth-token`) !== null) return;
  } catch {
    return;
  }
  place.replace(signInPath);
  // The rest of the page is still parsed while the sign-in screen loads: none of it is drawn.
  document.documentElement.style.display = 'none';
}
