import { Paper, SimpleGrid, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import type { ApiHost, ApiNode } from '@netloom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinNetworkMutation, useLeaveNetworkMutation } from '../../api/hosts';
import { useNetworksQuery } from '../../api/networks';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { Dash } from './DevicesTable';

interface NetworkAccessPanelProps {
  hosts: readonly ApiHost[];
  nodesOf: (hostId: string) => ApiNode[];
}

/** Network Access Management: pick a host, then connect it to or remove it from each network. */
export function NetworkAccessPanel({ hosts, nodesOf }: NetworkAccessPanelProps) {
  const { t } = useTranslation();
  const networks = useNetworksQuery().data ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const join = useJoinNetworkMutation();
  const leave = useLeaveNetworkMutation();
  const selected = hosts.find((host) => host.id === selectedId) ?? hosts[0];
  const nodes = selected ? nodesOf(selected.id) : [];

  const toggle = (host: ApiHost, netid: string, member: boolean) => {
    const values = { name: host.name, netid };
    confirmAction({
      title: member ? t('devices.access.leaveTitle') : t('devices.access.joinTitle'),
      message: member ? t('devices.access.leaveConfirm', values) : t('devices.access.joinConfirm', values),
      confirmLabel: member ? t('devices.access.leave') : t('devices.access.join'),
      danger: member,
      onConfirm: () =>
        void notifyProgress(
          () =>
            member
              ? leave.mutateAsync({ hostId: host.id, netid, force: false })
              : join.mutateAsync({ hostId: host.id, netid }),
          {
            pending: t(member ? 'devices.access.leaving' : 'devices.access.joining', values),
            success: t(member ? 'devices.access.left' : 'devices.access.joined', values),
            failure: t(member ? 'devices.access.leaveFailed' : 'devices.access.joinFailed'),
          },
        ),
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md">
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('devices.access.hosts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.columns.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hosts.map((host) => {
              const current = host.id === selected?.id;
              return (
                <Table.Tr key={host.id} bg={current ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <UnstyledButton w="100%" aria-pressed={current} onClick={() => setSelectedId(host.id)}>
                      <Text size="sm" fw={current ? 600 : 400}>
                        {host.name}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md">
        <Table verticalSpacing="xs" aria-label={t('devices.access.networksOf', { name: selected?.name ?? '' })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.access.network')}</Table.Th>
              <Table.Th>{t('devices.access.address')}</Table.Th>
              <Table.Th>{t('devices.access.connection')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selected &&
              networks.map((network) => {
                const node = nodes.find((known) => known.network === network.netid);
                return (
                  <Table.Tr key={network.netid}>
                    <Table.Td fw={500}>{network.netid}</Table.Td>
                    <Table.Td ff="monospace">
                      {node ? [node.address, node.address6].filter(Boolean).join(', ') || <Dash /> : <Dash />}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={node !== undefined}
                        aria-label={t('devices.access.switchLabel', { name: selected.name, netid: network.netid })}
                        onChange={() => toggle(selected, network.netid, node !== undefined)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
          </Table.Tbody>
        </Table>
      </Paper>
    </SimpleGrid>
  );
}
