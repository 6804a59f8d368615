import { Table, Text } from '@mantine/core';
import { formatLongDate, type TagListResp } from '@netloom/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { RowMenu } from '../../components/RowMenu';
import type { NodeView } from '../nodes/nodeFilters';
import { TagUsedBy } from './TagUsedBy';
import { NoValue } from '../../components/NoValue';

interface TagsTableProps {
  tags: readonly TagListResp[];
  /** The nodes and config files carrying a tag, by name. */
  membersOf: (tag: TagListResp) => NodeView[];
  loading: boolean;
  /** Edit and delete, for those who manage the network. */
  actions?: { onEdit: (tag: TagListResp) => void; onDelete: (tag: TagListResp) => void };
}

/** The network's tags: name, what carries them, who created them and when. */
export function TagsTable({ tags, membersOf, loading, actions }: TagsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={720}
      columns={actions ? 5 : 4}
      loading={loading}
      head={
        <>
          <Table.Th>{t('tags.columns.name')}</Table.Th>
          <Table.Th>{t('tags.columns.usedBy')}</Table.Th>
          <Table.Th>{t('tags.columns.createdBy')}</Table.Th>
          <Table.Th>{t('tags.columns.createdAt')}</Table.Th>
          {actions && <ActionsHeader />}
        </>
      }
    >
      {tags.map((tag) => (
        <Table.Tr key={tag.id}>
          <Table.Td>
            <Text fw={600} size="sm">
              {tag.tag_name}
            </Text>
          </Table.Td>
          <Table.Td>
            <TagUsedBy name={tag.tag_name} count={tag.used_by_count} members={membersOf(tag)} />
          </Table.Td>
          <Table.Td fz="sm">{tag.created_by || <NoValue />}</Table.Td>
          <Table.Td fz="sm">{formatLongDate(tag.created_at) || <NoValue />}</Table.Td>
          {actions && (
            <Table.Td ta="right">
              <RowMenu
                label={t('tags.actionsLabel', { name: tag.tag_name })}
                items={[
                  { label: t('tags.edit'), icon: <IconPencil size={14} />, onClick: () => actions.onEdit(tag) },
                  {
                    label: t('tags.delete'),
                    icon: <IconTrash size={14} />,
                    onClick: () => actions.onDelete(tag),
                    danger: true,
                  },
                ]}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
