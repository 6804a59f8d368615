import { access, writeFile } from 'node:fs/promises';

const IPV4_FORWARDING = '/proc/sys/net/ipv4/ip_forward';
const IPV6_FORWARDING = '/proc/sys/net/ipv6/conf/all/forwarding';

/** Turns on packet forwarding in the current network namespace (IPv6 too when the host has IPv6). */
export async function enableIpForwarding(): Promise<void> {
  await writeFile(IPV4_FORWARDING, '1\n');
  const hasIpv6 = await access(IPV6_FORWARDING).then(
    () => true,
    () => false,
  );
  if (hasIpv6) await writeFile(IPV6_FORWARDING, '1\n');
}
