// No zod here: the browser's runtime config reads these on every page, and zod belongs to the
// sign-in page's chunk (credential-rules.ts).

/** The seed's limits, the same in the browser form and in the auth server. */
export const emailMaxLength = 255;
export const passwordMaxLength = 100;
/** The seed's minimum (Supabase's default), and the lowest one `PASSWORD_MIN_LENGTH` may set. */
export const defaultPasswordMinLength = 6;

/** Length as people count characters: an emoji is one, not two UTF-16 units (security.md). */
export function codePointLength(text: string): number {
  return [...text].length;
}

/** A minimum password length the operator may configure: an integer from 6 to 100. */
export function isPasswordMinLength(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= defaultPasswordMinLength &&
    value <= passwordMaxLength
  );
}
