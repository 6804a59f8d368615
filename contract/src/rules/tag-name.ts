import { problem, type Problem } from './problems';
/** Tag rules shared by the server and the console (the tag manager of issue 6). */

export const TAG_NAME_MIN_LENGTH = 3;
export const TAG_NAME_MAX_LENGTH = 50;
const TAG_NAME_CHARACTERS = /^[A-Za-z0-9-]+$/;

/** What is wrong with a tag name, or null when it is acceptable. */
export function tagNameProblem(name: string): Problem | null {
  if (name.length < TAG_NAME_MIN_LENGTH || name.length > TAG_NAME_MAX_LENGTH) {
    return problem('tagNameLength', { min: TAG_NAME_MIN_LENGTH, max: TAG_NAME_MAX_LENGTH }, 'tag_name');
  }
  if (!TAG_NAME_CHARACTERS.test(name)) return problem('tagNameCharacters', {}, 'tag_name');
  return null;
}

/** A tag's id: `<network>.<tag_name>`. */
export function tagId(network: string, tagName: string): string {
  return `${network}.${tagName}`;
}
