import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconPlus, IconServer2 } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostsQuery } from '../../api/hosts';
import { useNetworkNodesQuery } from '../../api/nodes';
import { isAdmin, useSession } from '../../app/session';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { AddNodeModal } from './AddNodeModal';
import { EditNodeModal } from './EditNodeModal';
import {
  filterNodes,
  NODES_PAGE_SIZE,
  nodeViews,
  pageOf,
  sortNodes,
  type NodeQuery,
  type NodeSort,
  type NodeView,
} from './nodeFilters';
import { NodesBulkBar } from './NodesBulkBar';
import { NodesTable } from './NodesTable';
import { NodesToolbar } from './NodesToolbar';

export function NodesPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const admin = isAdmin(useSession());
  const nodes = useNetworkNodesQuery(netid);
  const hosts = useHostsQuery();
  const [filters, setFilters] = useState<NodeQuery>({ search: '', gateway: 'all', health: 'all' });
  const [sort, setSort] = useState<NodeSort>({ key: 'name', descending: false });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<NodeView | null>(null);
  const deferredFilters = useDeferredValue(filters);

  const views = useMemo(() => nodeViews(nodes.data ?? [], hosts.data ?? []), [nodes.data, hosts.data]);
  const matches = useMemo(() => filterNodes(views, deferredFilters), [views, deferredFilters]);
  const sorted = useMemo(() => sortNodes(matches, sort), [matches, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / NODES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = useMemo(() => pageOf(sorted, current), [sorted, current]);
  const selection = useMemo(
    () =>
      sortNodes(
        views.filter((view) => selected.has(view.node.id)),
        { key: 'name', descending: false },
      ),
    [views, selected],
  );

  const changeFilters = (next: NodeQuery) => {
    setFilters(next);
    setPage(1);
  };
  const select = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const sortBy = (key: NodeSort['key']) =>
    setSort((previous) => ({ key, descending: previous.key === key ? !previous.descending : false }));
  const addButton = admin && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('nodes.add')}
    </Button>
  );

  let content;
  if (nodes.isError) content = <LoadErrorAlert title={t('nodes.loadFailed')} error={nodes.error} />;
  else if (nodes.isSuccess && views.length === 0) {
    content = (
      <EmptyCard
        icon={<IconServer2 size={28} aria-hidden />}
        title={t('sections.nodes.emptyTitle', { netid })}
        description={t('sections.nodes.emptyText')}
        action={addButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <NodesToolbar filters={filters} onChange={changeFilters} action={addButton} />
        {selection.length > 0 && <NodesBulkBar selection={selection} onDone={() => setSelected(new Set())} />}
        {nodes.isSuccess && matches.length === 0 ? (
          <Text c="dimmed">{t('nodes.noMatches')}</Text>
        ) : (
          <NodesTable
            rows={rows}
            loading={nodes.isPending}
            selected={selected}
            onSelect={select}
            sort={sort}
            onSort={sortBy}
            onEdit={setEditing}
          />
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('nodes.showing', {
              from: sorted.length === 0 ? 0 : (current - 1) * NODES_PAGE_SIZE + 1,
              to: (current - 1) * NODES_PAGE_SIZE + rows.length,
              total: sorted.length,
            })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`nodes.pages.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('nodes.pages.page', { page: item }) })}
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <>
      <NetworkPageHeader page="nodes" />
      {content}
      <AddNodeModal netid={netid} opened={adding} onClose={() => setAdding(false)} />
      {editing && <EditNodeModal view={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
