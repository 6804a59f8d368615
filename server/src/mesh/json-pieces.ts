const COMMA = Buffer.from(',');

/** JSON members written once per network, joined with commas for a host in several of them (empty ones left out). */
export function joinedMembers(members: Buffer[]): Buffer[] {
  return members
    .filter((piece) => piece.length > 0)
    .flatMap((piece, index) => (index === 0 ? [piece] : [COMMA, piece]));
}
