/** Shallow merge as Supabase does for `data`: a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
