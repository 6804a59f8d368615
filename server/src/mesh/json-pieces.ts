const COMMA = Buffer.from(',');

/** JSON members written once per network, joined with commas for a host in several of them (empty ones left out). */
export function joinedMembers(members: Buffer[]): Buffer[] {
  return members
    .filter((piece) => piece.length > 0)
    .flatMap((piece, index) => (index === 0 ? [piece] : [COMMA, piece]));
}

/**
 * `write` kept for a host in one network: every host of that network shares its result, written
 * once (most hosts are in one network). A host in several is written apart.
 */
export function sharedForOneNetwork<Network extends object, Written>(
  write: (networks: Network[]) => Written,
): (networks: Network[]) => Written {
  const written = new WeakMap<Network, Written>();
  return (networks) => {
    if (networks.length !== 1) return write(networks);
    let result = written.get(networks[0]);
    if (result === undefined) {
      result = write(networks);
      written.set(networks[0], result);
    }
    return result;
  };
}
