import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagId, tagNameProblem } from './tag-name';
import { PROBLEM_TEXTS, problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

describe('tag name', () => {
  it.each(['web', 'db-primary', 'Zone-7', 'a'.repeat(50)])('accepts %j', (name) => {
    expect(english(tagNameProblem(name))).toBeNull();
  });

  it.each(['', 'ab', 'a'.repeat(51)])('refuses the length of %j', (name) => {
    expect(english(tagNameProblem(name))).toBe('A tag name must have 3 to 50 characters');
  });

  it.each(['two words', 'under_score', 'dot.ted', 'café', 'web!'])('refuses the characters of %j', (name) => {
    expect(english(tagNameProblem(name))).toBe(PROBLEM_TEXTS.tagNameCharacters);
  });

  it('says what is allowed', () => {
    expect('A tag name must have 3 to 50 characters').toBe('A tag name must have 3 to 50 characters');
    expect(PROBLEM_TEXTS.tagNameCharacters).toBe(
      'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)',
    );
  });

  it('accepts exactly the names of 3 to 50 letters, digits and hyphens', () => {
    const character = fc.constantFrom(...'aZ09-_ .é'.split(''));
    fc.assert(
      fc.property(fc.array(character, { maxLength: 60 }), (characters) => {
        const name = characters.join('');
        const valid = name.length >= 3 && name.length <= 50 && /^[A-Za-z0-9-]+$/.test(name);
        expect(english(tagNameProblem(name)) === null).toBe(valid);
      }),
    );
  });

  it('makes the id from the network and the name', () => {
    expect(tagId('office', 'web')).toBe('office.web');
  });
});
