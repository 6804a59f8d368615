import { ActionIcon, Table, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import type { NodeView } from '../nodes/nodeFilters';
import type { ExternalRoute } from './egressForm';

interface ExternalRoutesTableProps {
  routes: readonly ExternalRoute[];
  loading: boolean;
  /** Takes one range off its gateway, for those who may change gateways. */
  onDelete?: (gateway: NodeView, range: string) => void;
}

/** Every outside range the network reaches, with the host it goes through. */
export function ExternalRoutesTable({ routes, loading, onDelete }: ExternalRoutesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={520}
      columns={onDelete ? 3 : 2}
      loading={loading}
      head={
        <>
          <Table.Th>{t('egress.columns.cidr')}</Table.Th>
          <Table.Th>{t('egress.columns.host')}</Table.Th>
          {onDelete && <ActionsHeader />}
        </>
      }
    >
      {routes.map(({ key, range, gateway }) => {
        const label = t('egress.deleteRangeLabel', { range, name: gateway.name });
        return (
          <Table.Tr key={key}>
            <Table.Td ff="monospace" fz="sm">
              {range}
            </Table.Td>
            <Table.Td fz="sm">{gateway.name}</Table.Td>
            {onDelete && (
              <Table.Td ta="right">
                <Tooltip label={label} withArrow>
                  <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => onDelete(gateway, range)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
