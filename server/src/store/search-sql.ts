import { sql, type Expression, type RawBuilder } from 'kysely';

/** A text a list's search looks in. */
export interface SearchedText {
  text: Expression<string | null>;
  /** The characters it can hold (lower-cased), when it can hold only some: a search with others can't be in it. */
  characters?: RegExp;
  /** True when it is stored in lower case already. */
  lowerCase?: boolean;
}

/** The characters, lower-cased, of the texts lists search in that hold only some: addresses (with or without a prefix), ids and WireGuard keys. */
export const IPV4_CHARACTERS = /^[0-9./]+$/;
export const IPV6_CHARACTERS = /^[0-9a-f:./]+$/;
export const UUID_CHARACTERS = /^[0-9a-f-]+$/;
export const WIREGUARD_KEY_CHARACTERS = /^[0-9a-z+/=]+$/;

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken as they are. */
function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The rows where one of the texts contains the search, case aside (both sides lower-cased: SQLite
 * folds ASCII letters, PostgreSQL every letter); null for a blank search, which every row matches.
 * Texts that can't hold the search's characters (a public key has no '-') are not looked in.
 */
export function searchCondition(texts: SearchedText[], search: string): RawBuilder<boolean> | null {
  const term = search.trim().toLowerCase();
  if (term === '') return null;
  const pattern = containingPattern(term);
  const matches = texts
    .filter(({ characters }) => !characters || characters.test(term))
    .map(({ text, lowerCase }) => sql`${lowerCase ? text : sql`lower(${text})`} like ${pattern} escape '\\'`);
  return matches.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(matches, sql` or `)})`;
}
