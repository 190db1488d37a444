/** A JSON object stored as text (metadata columns); anything else reads as empty. */
export function storedObject(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
