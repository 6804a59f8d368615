/** Tag rules shared by the server and the console (the tag manager of issue 6). */

export const TAG_NAME_MIN_LENGTH = 3;
export const TAG_NAME_MAX_LENGTH = 50;
const TAG_NAME_CHARACTERS = /^[A-Za-z0-9-]+$/;

export const TAG_NAME_LENGTH_MESSAGE = `A tag name must have ${TAG_NAME_MIN_LENGTH} to ${TAG_NAME_MAX_LENGTH} characters`;
export const TAG_NAME_CHARACTERS_MESSAGE =
  'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)';

/** The message for an invalid tag name, or null when it is acceptable. */
export function tagNameError(name: string): string | null {
  if (name.length < TAG_NAME_MIN_LENGTH || name.length > TAG_NAME_MAX_LENGTH) return TAG_NAME_LENGTH_MESSAGE;
  if (!TAG_NAME_CHARACTERS.test(name)) return TAG_NAME_CHARACTERS_MESSAGE;
  return null;
}

/** A tag's id: `<network>.<tag_name>`. */
export function tagId(network: string, tagName: string): string {
  return `${network}.${tagName}`;
}
