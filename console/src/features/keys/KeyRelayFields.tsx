import { Select, TagsInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useHostsQuery } from '../../api/hosts';
import { useNodesQuery } from '../../api/nodes';

interface KeyRelayFieldsProps {
  /** The key's networks: the relay must be a relay node in one of them. */
  networks: readonly string[];
  relay: GetInputPropsReturnType;
  groups: GetInputPropsReturnType;
}

/** The relay hosts join behind, and the tags they get. */
export function KeyRelayFields({ networks, relay, groups }: KeyRelayFieldsProps) {
  const { t } = useTranslation();
  const nodes = useNodesQuery().data ?? [];
  const hosts = useHostsQuery().data ?? [];
  const nameOf = (hostId: string) => hosts.find((host) => host.id === hostId)?.name ?? hostId;
  const relays = nodes
    .filter((node) => node.isrelay && networks.includes(node.network))
    .map((node) => ({ value: node.id, label: `${nameOf(node.hostid)} (${node.network})` }));
  return (
    <>
      <Select
        label={t('keys.form.relay')}
        description={relays.length === 0 ? t('keys.form.noRelays') : t('keys.form.relayHint')}
        data={relays}
        disabled={relays.length === 0}
        clearable
        {...relay}
      />
      <TagsInput
        label={t('keys.form.groups')}
        description={t('keys.form.groupsHint')}
        placeholder={t('keys.form.groupsPlaceholder')}
        {...groups}
      />
    </>
  );
}
