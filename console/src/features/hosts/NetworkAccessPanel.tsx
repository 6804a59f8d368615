import { Paper, SimpleGrid, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import type { ApiHost, HostRow } from '@netloom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinNetworkMutation, useLeaveNetworkMutation } from '../../api/hosts';
import { useNetworksQuery } from '../../api/networks';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { PendingRow } from '../../components/table/PendingRow';
import { virtualRowProps } from '../../components/table/useVirtualRows';
import { VirtualBody } from '../../components/table/VirtualBody';
import { networkLabel } from '../networks/networkLabel';
import type { HostRowList } from './useHostRows';
import { NoValue } from '../../components/NoValue';

interface NetworkAccessPanelProps {
  list: HostRowList;
}

const HOST_COLUMNS = 1;
/** A row holding a host's name as a button. */
const HOST_ROW_HEIGHT = 37;

/** Network Access Management: pick a host, then connect it to or remove it from each network. */
export function NetworkAccessPanel({ list }: NetworkAccessPanelProps) {
  const { t } = useTranslation();
  const networks = useNetworksQuery().data ?? [];
  const [picked, setPicked] = useState<{ index: number; row: HostRow } | null>(null);
  const join = useJoinNetworkMutation();
  const leave = useLeaveNetworkMutation();
  // The picked host as the latest answer has it, while its row is loaded; else as it was picked.
  const current = picked ? list.rowAt(picked.index) : list.rowAt(0);
  const selectedRow = picked && current?.host.id !== picked.row.host.id ? picked.row : current;
  const selected = selectedRow?.host;
  const nodes = selectedRow?.nodes ?? [];

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
        <Table
          highlightOnHover
          verticalSpacing="xs"
          aria-label={t('devices.access.hosts')}
          aria-rowcount={list.total + 1}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.columns.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <VirtualBody
              count={list.total}
              rowHeight={HOST_ROW_HEIGHT}
              columns={HOST_COLUMNS}
              onVisible={list.onVisible}
              renderRow={(index, measure) => {
                const row = list.rowAt(index);
                if (!row)
                  return <PendingRow key={`pending-${index}`} index={index} measure={measure} columns={HOST_COLUMNS} />;
                const isPicked = row.host.id === selected?.id;
                return (
                  <Table.Tr
                    key={row.host.id}
                    {...virtualRowProps(index, measure)}
                    bg={isPicked ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Table.Td>
                      <UnstyledButton w="100%" aria-pressed={isPicked} onClick={() => setPicked({ index, row })}>
                        <Text size="sm" fw={isPicked ? 600 : 400}>
                          {row.host.name}
                        </Text>
                      </UnstyledButton>
                    </Table.Td>
                  </Table.Tr>
                );
              }}
            />
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
                    <Table.Td fw={500}>{networkLabel(network)}</Table.Td>
                    <Table.Td ff="monospace">
                      {node ? [node.address, node.address6].filter(Boolean).join(', ') || <NoValue /> : <NoValue />}
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
