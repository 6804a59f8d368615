import { Switch, Table, Text, UnstyledButton } from '@mantine/core';
import type { ExtClient } from '@netloom/contract';
import { IconFileText, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { RowMenu, type RowMenuItem } from '../../components/RowMenu';
import { AddressList } from '../../components/AddressList';
import { clientAddresses, type ClientView } from './gatewayViews';
import { useClientActions } from './useClientActions';
import { NoValue } from '../../components/NoValue';

interface ClientsTableProps {
  clients: readonly ClientView[];
  loading: boolean;
  /** The network's admins and a client's owner may see its config and change it (the server checks too). */
  mayChange: (client: ExtClient) => boolean;
  /** Only the network's admins may delete clients. */
  mayDelete: boolean;
  onOpen: (client: ExtClient) => void;
  onEdit: (client: ExtClient) => void;
  onViewConfig: (client: ExtClient) => void;
}

/** The VPN config files: id, owner, addresses, gateway, enabled, and their actions. */
export function ClientsTable({
  clients,
  loading,
  mayChange,
  mayDelete,
  onOpen,
  onEdit,
  onViewConfig,
}: ClientsTableProps) {
  const { t } = useTranslation();
  const actions = useClientActions();
  const menuItems = (client: ExtClient): RowMenuItem[] => [
    ...(mayChange(client)
      ? [
          { label: t('gateways.clients.actions.edit'), icon: <IconPencil size={14} />, onClick: () => onEdit(client) },
          {
            label: t('gateways.clients.actions.viewConfig'),
            icon: <IconFileText size={14} />,
            onClick: () => onViewConfig(client),
          },
        ]
      : []),
    ...(mayDelete
      ? [
          {
            label: t('gateways.clients.actions.delete'),
            icon: <IconTrash size={14} />,
            onClick: () => actions.deleteClient(client),
            danger: true,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      minWidth={820}
      columns={6}
      loading={loading}
      head={
        <>
          <Table.Th>{t('gateways.clients.columns.id')}</Table.Th>
          <Table.Th>{t('gateways.clients.columns.owner')}</Table.Th>
          <Table.Th>{t('gateways.clients.columns.addresses')}</Table.Th>
          <Table.Th>{t('gateways.clients.columns.gateway')}</Table.Th>
          <Table.Th>{t('gateways.clients.columns.enabled')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {clients.map(({ client, gatewayName }) => {
        const name = client.clientid;
        const items = menuItems(client);
        return (
          <Table.Tr key={name}>
            <Table.Td>
              <UnstyledButton onClick={() => onOpen(client)} aria-label={t('gateways.clients.openLabel', { name })}>
                <Text fw={600} size="sm" c="var(--mantine-primary-color-filled)">
                  {name}
                </Text>
              </UnstyledButton>
            </Table.Td>
            <Table.Td fz="sm">{client.ownerid || <NoValue />}</Table.Td>
            <Table.Td>
              <AddressList addresses={clientAddresses(client)} />
            </Table.Td>
            <Table.Td fz="sm">{gatewayName}</Table.Td>
            <Table.Td>
              <Switch
                checked={client.enabled}
                disabled={!mayChange(client)}
                onChange={() => actions.setEnabled(client, !client.enabled)}
                aria-label={t('gateways.clients.enabledLabel', { name })}
              />
            </Table.Td>
            <Table.Td ta="right">
              {items.length > 0 && <RowMenu label={t('gateways.clients.actionsLabel', { name })} items={items} />}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
