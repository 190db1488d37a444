const sqliteUniqueCodes = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** A write refused because another one took the same unique value first (a race, not a fault). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && sqliteUniqueCodes.has(code));
}
