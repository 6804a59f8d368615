import { CommandError, run } from '../system/run';

/** An address family as `ip` takes it: `-4` or `-6`. */
export type IpFamily = '-4' | '-6';

/** Both address families, for reading what the kernel holds. */
export const IP_FAMILIES: readonly IpFamily[] = ['-4', '-6'];

/** The family of an address or CIDR. */
export function familyOf(addressOrCidr: string): IpFamily {
  return addressOrCidr.includes(':') ? '-6' : '-4';
}

/** Runs `ip -j <args>` and parses its JSON output. */
export async function ipJson<T>(args: string[]): Promise<T[]> {
  const output = await run('ip', ['-j', ...args]);
  return output.trim() === '' ? [] : (JSON.parse(output) as T[]);
}

/** True when a failed command said that the thing it was asked about does not exist. */
export function isMissing(error: unknown): boolean {
  return error instanceof CommandError && /does not exist|cannot find device/i.test(error.stderr);
}
