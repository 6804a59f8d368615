import { Button, Group, Stack } from '@mantine/core';
import { IconLifebuoy, IconPlus, IconServer2 } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNetworkMetricsQuery } from '../../api/metrics';
import { isAdmin, useSession } from '../../app/session';
import { EmptyCard } from '../../components/EmptyCard';
import { EmptyNote } from '../../components/EmptyNote';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { useIsPro } from '../notices/useIsPro';
import { AddNodeModal } from './AddNodeModal';
import { EditNodeModal } from './EditNodeModal';
import { FailoverAlert } from './FailoverAlert';
import {
  compareNames,
  filterNodes,
  kindOf,
  NODES_PAGE_SIZE,
  pageOf,
  sortNodes,
  type NodeQuery,
  type NodeSort,
  type NodeView,
} from './nodeFilters';
import { NodesBulkBar } from './NodesBulkBar';
import { NodesPager } from './NodesPager';
import { nodeLatencies } from './nodeLatency';
import { NodesTable } from './NodesTable';
import { NodesToolbar } from './NodesToolbar';
import { useFailoverActions } from './useFailoverActions';
import { useNetworkNodeViews } from './useNetworkNodeViews';
import { useRelayAssignment } from './useRelayAssignment';

export function NodesPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const admin = isAdmin(useSession());
  const pro = useIsPro();
  const { views, hostNodes, loading, error } = useNetworkNodeViews(netid);
  const metrics = useNetworkMetricsQuery(netid, pro);
  const latencies = useMemo(() => nodeLatencies(metrics.data), [metrics.data]);
  const [filters, setFilters] = useState<NodeQuery>({ search: '', kind: 'netclient', gateway: 'all', health: 'all' });
  const [sort, setSort] = useState<NodeSort>({ key: 'name', descending: false });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<NodeView | null>(null);
  const deferredFilters = useDeferredValue(filters);
  const assignRelay = useRelayAssignment(views);
  const { resetFailover } = useFailoverActions();

  const matches = useMemo(() => filterNodes(views, deferredFilters), [views, deferredFilters]);
  const sorted = useMemo(() => sortNodes(matches, sort), [matches, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / NODES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = useMemo(() => pageOf(sorted, current), [sorted, current]);
  const relays = useMemo(
    () =>
      pro
        ? hostNodes.filter((view) => view.node.isrelay).map((view) => ({ value: view.node.id, label: view.name }))
        : null,
    [pro, hostNodes],
  );
  const selection = useMemo(
    () =>
      sortNodes(
        views.filter((view) => selected.has(view.key) && kindOf(view.node) === filters.kind),
        { key: 'name', descending: false },
      ),
    [views, selected, filters.kind],
  );
  const failoverHost = hostNodes.find((view) => view.node.is_fail_over)?.name ?? null;
  const menuContext = useMemo(
    () => ({
      configFilesOf: (gatewayId: string) =>
        views
          .filter((view) => view.client && view.gatewayId === gatewayId)
          .map((view) => view.name)
          .sort(compareNames),
      failoverHost,
    }),
    [views, failoverHost],
  );

  const changeFilters = (next: NodeQuery) => {
    if (next.kind !== filters.kind) setSelected(new Set());
    setFilters(next);
    setPage(1);
  };
  const select = useCallback((keys: readonly string[], on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
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
  if (error) content = <LoadErrorAlert title={t('nodes.loadFailed')} error={error} />;
  else if (!loading && views.length === 0) {
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
        {pro && !loading && hostNodes.length > 0 && failoverHost === null && <FailoverAlert hosts={hostNodes} />}
        <NodesToolbar
          filters={filters}
          onChange={changeFilters}
          action={
            <Group gap="sm">
              {pro && failoverHost !== null && (
                <Button
                  variant="default"
                  leftSection={<IconLifebuoy size={16} aria-hidden />}
                  onClick={() => resetFailover(netid)}
                >
                  {t('nodes.failover.reset')}
                </Button>
              )}
              {addButton}
            </Group>
          }
        />
        {selection.length > 0 && (
          <NodesBulkBar kind={filters.kind} selection={selection} onDone={() => setSelected(new Set())} />
        )}
        {!loading && matches.length === 0 ? (
          <EmptyNote>{t(`nodes.noMatches.${filters.kind}`)}</EmptyNote>
        ) : (
          <NodesTable
            rows={rows}
            loading={loading}
            selected={selected}
            onSelect={select}
            sort={sort}
            onSort={sortBy}
            onEdit={setEditing}
            relays={relays}
            onAssignRelay={assignRelay}
            pro={pro}
            latencies={pro ? latencies : null}
            menuContext={menuContext}
          />
        )}
        <NodesPager
          kind={filters.kind}
          page={current}
          pages={pages}
          shown={rows.length}
          total={sorted.length}
          onPage={setPage}
        />
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
