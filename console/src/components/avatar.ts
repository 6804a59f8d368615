/** The 8 background colours of generated avatars; white initials read on each. */
export const AVATAR_COLOURS = [
  '#5b4bd1',
  '#1f6feb',
  '#0f7b6c',
  '#2b7a0b',
  '#b35900',
  '#c2255c',
  '#8e44ad',
  '#495057',
] as const;

/** A stable, non-negative 32-bit hash of a text (the Java `hashCode` of its UTF-16 units). */
export function hashText(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return hash >>> 0;
}

/** The colour of a user's avatar, chosen by a hash of the username. */
export function avatarColour(username: string): string {
  return AVATAR_COLOURS[hashText(username) % AVATAR_COLOURS.length];
}

/** Up to two initials: the first letters of the first two words, else the first two letters. */
export function avatarInitials(username: string): string {
  const words = username
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0].charAt(0) + words[1].charAt(0) : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || '?';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The avatar as an SVG data URL, generated here rather than by an external avatar service. */
export function avatarDataUrl(username: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${avatarColour(username)}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#ffffff" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="26" font-weight="600">` +
    `${escapeXml(avatarInitials(username))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
