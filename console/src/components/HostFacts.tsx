import { SimpleGrid } from '@mantine/core';
import type { ApiHost } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Fact } from './Fact';

const yesNo = (value: boolean, t: (key: 'common.yes' | 'common.no') => string) => t(value ? 'common.yes' : 'common.no');

const NAT_TYPES = {
  public: 'hostFacts.natPublic',
  behind_nat: 'hostFacts.natBehindNat',
  symmetric: 'hostFacts.natSymmetric',
  '': 'hostFacts.natUnknown',
} as const;

/** A NAT type in words; one a Netmaker host reports that Netloom's don't (asymmetric, double) as it is. */
function natTypeText(natType: string, t: (key: (typeof NAT_TYPES)[keyof typeof NAT_TYPES]) => string): string {
  return natType in NAT_TYPES ? t(NAT_TYPES[natType as keyof typeof NAT_TYPES]) : natType;
}

/** Every fact of a host (Host details). */
export function HostFacts({ host }: { host: ApiHost }) {
  const { t } = useTranslation();
  const facts: [string, string | number][] = [
    [t('hostFacts.id'), host.id],
    [t('hostFacts.endpoint'), host.endpointip],
    [t('hostFacts.endpoint6'), host.endpointipv6],
    [t('hostFacts.localAddress'), host.localaddress],
    [t('hostFacts.staticEndpoint'), yesNo(host.isstatic, t)],
    [t('hostFacts.listenPort'), host.listenport],
    [t('hostFacts.publicPort'), host.wg_public_listen_port],
    [t('hostFacts.staticPort'), yesNo(host.isstaticport, t)],
    [t('hostFacts.mac'), host.macaddress],
    [t('hostFacts.mtu'), host.mtu],
    [t('hostFacts.keepalive'), host.persistentkeepalive],
    [t('hostFacts.publicKey'), host.publickey],
    [t('hostFacts.os'), [host.os, host.os_family, host.os_version].filter(Boolean).join(' ')],
    [t('hostFacts.kernel'), host.kernel_version],
    [t('hostFacts.version'), host.version],
    [t('hostFacts.verbosity'), host.verbosity],
    [t('hostFacts.firewall'), host.firewallinuse],
    [t('hostFacts.natType'), natTypeText(host.nat_type, t)],
    [t('hostFacts.defaultInterface'), host.defaultinterface],
    [t('hostFacts.defaultHost'), yesNo(host.isdefault, t)],
    [t('hostFacts.debug'), yesNo(host.debug, t)],
    [t('hostFacts.autoUpdate'), yesNo(host.autoupdate, t)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </SimpleGrid>
  );
}
