const transientSqliteCodes = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);
const transientNetworkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// A full disk, or the server's quota of it: SQLite says SQLITE_FULL, a file written (an upload
// spooled before it is stored) ENOSPC.
const fullDiskCodes = new Set(['ENOSPC', 'EDQUOT']);
// Connection exceptions, serialization failures, deadlocks, shutdown, too many connections, and
// a statement cancelled by statement_timeout (57014).
const transientPostgresClasses = ['08', '40', '53', '57P', '57014'];

/**
 * A fault of the store rather than of the request: it should answer 503 so that clients keep
 * their sessions and retry (supabase-js drops a session on any 4xx from /token).
 */
export function isTransientStoreError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if ([transientSqliteCodes, transientNetworkCodes, fullDiskCodes].some((set) => set.has(code))) {
      return true;
    }
    if (/^[0-9A-Z]{5}$/.test(code) && transientPostgresClasses.some((c) => code.startsWith(c))) {
      return true;
    }
  }
  // pg's own: no connection within its timeout, no answer within query_timeout, a lost connection.
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection (is )?closed|Cannot use a pool after calling end/i.test(
    error.message,
  );
}
