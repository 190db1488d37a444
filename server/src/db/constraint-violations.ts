/*
 * Writes refused by a constraint because a parallel request got there first: races between
 * clients, not faults of the store. PostgreSQL's SQLSTATE codes; better-sqlite3's extended codes.
 */

function codeOf(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Another row took the same unique value (an e-mail address registered in parallel). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The row referred to is gone (an account deleted while a request for it ran). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
