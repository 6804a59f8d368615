import { Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { AddressList } from '../../components/AddressList';
import { nodeAddresses, type NodeView } from './nodeFilters';

/** A host that goes through a gateway (a relay, an internet gateway), with that gateway. */
export interface GatewayMember {
  view: NodeView;
  gateway: NodeView;
}

interface GatewayMembersTableProps {
  members: readonly GatewayMember[];
  loading: boolean;
  /** The gateway column's header, e.g. "Relayed by". */
  gatewayHeader: string;
  /** The button that takes a host off its gateway, for those who may change gateways. */
  remove?: {
    label: string;
    icon: ReactNode;
    /** Its accessible name for one host, which starts with `label`. */
    labelFor: (member: GatewayMember) => string;
    onClick: (member: GatewayMember) => void;
  };
}

/** The hosts that go through a gateway: name, addresses and endpoints, the gateway, and a button to take one off. */
export function GatewayMembersTable({ members, loading, gatewayHeader, remove }: GatewayMembersTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={640}
      columns={remove ? 4 : 3}
      loading={loading}
      head={
        <>
          <Table.Th>{t('nodes.gatewayColumns.name')}</Table.Th>
          <Table.Th>{t('nodes.gatewayColumns.addresses')}</Table.Th>
          <Table.Th>{gatewayHeader}</Table.Th>
          {remove && <ActionsHeader />}
        </>
      }
    >
      {members.map((member) => (
        <Table.Tr key={member.view.key}>
          <Table.Td>
            <Text fw={600} size="sm">
              {member.view.name}
            </Text>
          </Table.Td>
          <Table.Td>
            <AddressList addresses={nodeAddresses(member.view)} />
          </Table.Td>
          <Table.Td fz="sm">{member.gateway.name}</Table.Td>
          {remove && (
            <Table.Td ta="right">
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={remove.icon}
                aria-label={remove.labelFor(member)}
                onClick={() => remove.onClick(member)}
              >
                {remove.label}
              </Button>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
