/**
 * What the client's pages last read from the data API in this tab, by the function that read it,
 * so a page opened again paints at once and reads anew behind it (stale-while-revalidate,
 * decision 047). Memory only: gone with the tab, forgotten at sign-out and when another user signs
 * in here (security.md, "Browser side").
 */
const remembered = new Map<() => Promise<unknown>, unknown>();
let holder: string | null = null;

/** What `read` answered last in this session, if it was asked. */
export const recall = <T>(read: () => Promise<T>): T | undefined =>
  remembered.get(read) as T | undefined;

export function remember<T>(read: () => Promise<T>, answer: T) {
  remembered.set(read, answer);
}

/** The session's user now (null when signed out): another than before forgets everything. */
export function keepFor(userId: string | null) {
  if (userId === holder) return;
  remembered.clear();
  holder = userId;
}
