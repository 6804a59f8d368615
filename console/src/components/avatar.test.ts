import { describe, expect, it } from 'vitest';
import { avatarColour, avatarDataUrl, avatarInitials, AVATAR_COLOURS, hashText } from './avatar';

describe('avatar', () => {
  it('picks one of 8 hex colours by a stable hash of the username', () => {
    expect(AVATAR_COLOURS).toHaveLength(8);
    AVATAR_COLOURS.forEach((colour) => expect(colour).toMatch(/^#[0-9a-f]{6}$/));
    expect(hashText('')).toBe(0);
    expect(hashText('a')).toBe(97);
    expect(hashText('ab')).toBe(97 * 31 + 98);
    expect(avatarColour('netadmin')).toBe(avatarColour('netadmin'));
    expect(avatarColour('a')).toBe(AVATAR_COLOURS[97 % 8]);
  });

  it('spreads different usernames over the colours', () => {
    const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'];
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThan(3);
  });

  it('shows up to two initials', () => {
    expect(avatarInitials('netadmin')).toBe('NE');
    expect(avatarInitials('jane.doe@example.com')).toBe('JD');
    expect(avatarInitials('ada lovelace')).toBe('AL');
    expect(avatarInitials('x')).toBe('X');
    expect(avatarInitials('  ')).toBe('?');
  });

  it('is an SVG generated locally, with the text escaped', () => {
    const url = avatarDataUrl('<b>&');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain(`fill="${avatarColour('<b>&')}"`);
    expect(svg).toContain('&#60;B');
    expect(svg).not.toContain('<b>');
  });
});
