/** Translation keys looked up but found in no bundled language, with the languages asked for. */
export type MissingKeys = Record<string, string[]>;

/** Adds one lookup to the map, each language once per key. */
export function recordMissingKey(missing: MissingKeys, languages: readonly string[], key: string): MissingKeys {
  missing[key] = [...new Set([...(missing[key] ?? []), ...languages])];
  return missing;
}
