/** Lists stored as JSON text, read back alike on SQLite and PostgreSQL. */
export function toJsonColumn(value: unknown): string {
  return JSON.stringify(value);
}

/** A stored JSON array of strings; anything else reads as empty. */
export function fromJsonStringArray(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A set of ids as Go writes it, `{"id":{}}`: how node tags are stored, so lists can splice the text as is. */
export function toJsonIdSet(ids: string[]): string {
  return JSON.stringify(Object.fromEntries([...ids].sort().map((id) => [id, {}])));
}

/** The ids of a stored `{"id":{}}` set. */
export function fromJsonIdSet(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}
