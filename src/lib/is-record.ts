/** A plain object read from JSON (not null, not an array), whose fields can be looked at. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
