const LOWEST_PORT = 1025;
const HIGHEST_PORT = 65535;

/**
 * The listen port for a host behind a public address other hosts share: the one it wants unless
 * another host there uses it, else the next free one upward (wrapping to 1025), as Netmaker's
 * CheckHostPorts does. The wanted port when every port is taken.
 */
export function freeListenPort(wanted: number, taken: Iterable<number>): number {
  const used = new Set(taken);
  if (!used.has(wanted)) return wanted;
  const span = HIGHEST_PORT - LOWEST_PORT + 1;
  const start = Math.min(Math.max(wanted, LOWEST_PORT), HIGHEST_PORT);
  for (let step = 1; step <= span; step++) {
    const candidate = LOWEST_PORT + ((start - LOWEST_PORT + step) % span);
    if (!used.has(candidate)) return candidate;
  }
  return wanted;
}
