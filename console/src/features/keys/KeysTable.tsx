import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { EnrollmentKey } from '@netloom/contract';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { keyLimitText } from './keyLimits';
import { keyName } from './keyFacts';
import { KeyValidityBadge } from './KeyValidityBadge';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { RowMenu } from '../../components/RowMenu';
import { useNetworkLabelOf } from '../networks/useNetworkLabelOf';

interface KeysTableProps {
  keys: readonly EnrollmentKey[];
  loading: boolean;
  onOpen: (key: EnrollmentKey) => void;
  onEdit: (key: EnrollmentKey) => void;
  onDelete: (key: EnrollmentKey) => void;
}

export function KeysTable({ keys, loading, onOpen, onEdit, onDelete }: KeysTableProps) {
  const { t } = useTranslation();
  const networkLabelOf = useNetworkLabelOf();
  return (
    <DataTable
      minWidth={720}
      columns={5}
      loading={loading}
      head={
        <>
          <Table.Th>{t('keys.name')}</Table.Th>
          <Table.Th>{t('keys.networks')}</Table.Th>
          <Table.Th>{t('keys.limit')}</Table.Th>
          <Table.Th>{t('keys.validity')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {keys.map((key) => {
        const name = keyName(key);
        return (
          <Table.Tr key={key.value}>
            <Table.Td>
              <UnstyledButton onClick={() => onOpen(key)} aria-label={t('keys.openLabel', { name })}>
                <Text fw={600} c="var(--mantine-primary-color-filled)">
                  {name}
                </Text>
              </UnstyledButton>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {(key.networks ?? []).length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('keys.noNetworks')}
                  </Text>
                ) : (
                  (key.networks ?? []).map((netid) => (
                    <Badge key={netid} variant="default" tt="none" fw={500}>
                      {networkLabelOf(netid)}
                    </Badge>
                  ))
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{keyLimitText(key, t)}</Text>
            </Table.Td>
            <Table.Td>
              <KeyValidityBadge enrollmentKey={key} />
            </Table.Td>
            <Table.Td ta="right">
              <RowMenu
                label={t('keys.actionsLabel', { name })}
                items={[
                  { label: t('keys.view'), icon: <IconEye size={14} />, onClick: () => onOpen(key) },
                  { label: t('keys.edit'), icon: <IconPencil size={14} />, onClick: () => onEdit(key) },
                  {
                    label: key.default ? t('keys.defaultKeyKept') : t('keys.delete'),
                    icon: <IconTrash size={14} />,
                    onClick: () => onDelete(key),
                    danger: true,
                    disabled: key.default,
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
