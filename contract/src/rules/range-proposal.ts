import { cidrsOverlap } from './ip';

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

const MAX_ATTEMPTS = 1000;

function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function propose(existing: readonly string[], random: RandomSource, make: (r: RandomSource) => string): string {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = make(random);
    if (!existing.some((range) => range && cidrsOverlap(candidate, range))) return candidate;
  }
  throw new Error('No free address range could be found; enter one by hand.');
}

/** A random `100.{64..127}.{0..253}.0/24` that overlaps none of the existing ranges. */
export function proposeIPv4Range(existing: readonly string[], random: RandomSource = Math.random): string {
  return propose(existing, random, (r) => `100.${randomInt(r, 64, 127)}.${randomInt(r, 0, 253)}.0/24`);
}

function hexGroup(random: RandomSource): string {
  return randomInt(random, 0, 0xffff).toString(16).padStart(4, '0');
}

/** A random `fd3c:xxxx:xxxx:xxxx::/64` that overlaps none of the existing ranges. */
export function proposeIPv6Range(existing: readonly string[], random: RandomSource = Math.random): string {
  return propose(existing, random, (r) => `fd3c:${hexGroup(r)}:${hexGroup(r)}:${hexGroup(r)}::/64`);
}
