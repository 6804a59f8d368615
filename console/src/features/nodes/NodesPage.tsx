import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLifebuoy, IconPlus, IconServer2 } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { NodeRowsFilters } from '../../api/listRows';
import { useNetworkMetricsQuery } from '../../api/metrics';
import { isAdmin, useSession } from '../../session/session';
import { EmptyCard } from '../../components/EmptyCard';
import { EmptyNote } from '../../components/EmptyNote';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { useIsPro } from '../notices/useIsPro';
import { AddNodeModal } from './AddNodeModal';
import { EditNodeModal } from './EditNodeModal';
import { FailoverNote } from './FailoverNote';
import { isBehindNat, type NodeQuery, type NodeSort, type NodeView } from './nodeFilters';
import { NodesBulkBar } from './NodesBulkBar';
import { nodeLatencies } from './nodeLatency';
import { NodesTable } from './NodesTable';
import { NodesToolbar } from './NodesToolbar';
import { useFailoverActions } from './useFailoverActions';
import { useNodeMenuContext } from './useNodeMenuContext';
import { useNodeRows, useNodeRowViews } from './useNodeRows';
import { useNodeSelection } from './useNodeSelection';
import { useRelayAssignment } from './useRelayAssignment';

/** Typing pauses this long before the server is asked again. */
const SEARCH_DELAY_MS = 100;

export function NodesPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const admin = isAdmin(useSession());
  const pro = useIsPro();
  const [filters, setFilters] = useState<NodeQuery>({ search: '', kind: 'netclient', gateway: 'all', health: 'all' });
  const [sort, setSort] = useState<NodeSort>({ key: 'name', descending: false });
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<NodeView | null>(null);
  const rowFilters = useMemo<NodeRowsFilters>(
    () => ({
      kind: filters.kind,
      gateway: filters.gateway,
      health: filters.kind === 'netclient' ? filters.health : 'all',
      search,
      sort: sort.key,
      order: sort.descending ? 'desc' : 'asc',
    }),
    [filters.kind, filters.gateway, filters.health, search, sort],
  );
  const list = useNodeRows(netid, rowFilters);
  // Pro's latencies, relays and failover host load once the first rows are in, so that they don't hold them up.
  const extras = pro && !list.pending;
  const metrics = useNetworkMetricsQuery(netid, extras);
  const latencies = useMemo(() => nodeLatencies(metrics.data), [metrics.data]);
  const relayRows = useNodeRowViews(netid, { role: 'relay' }, extras);
  const failover = useNodeRowViews(netid, { role: 'failover' }, extras);
  const selection = useNodeSelection(netid, rowFilters, list.total);
  const assignRelay = useRelayAssignment(relayRows.views);
  const { resetFailover } = useFailoverActions();
  const failoverHost = failover.views[0]?.name ?? null;
  const menuContext = useNodeMenuContext(netid, failoverHost);
  const relays = useMemo(
    () => (pro ? relayRows.views.map((view) => ({ value: view.node.id, label: view.name })) : null),
    [pro, relayRows.views],
  );
  const counts = list.first?.counts;
  const hostNodes = counts?.netclient ?? 0;
  // The rows fetched first tell whether hosts are behind NAT; the whole node list is never fetched here.
  const behindNat = list.first?.rows.some((row) => isBehindNat(row.host ?? undefined)) ?? false;

  const changeFilters = (next: NodeQuery) => {
    if (next.kind !== filters.kind) selection.clear();
    setFilters(next);
  };
  const sortBy = useCallback(
    (key: NodeSort['key']) =>
      setSort((previous) => ({ key, descending: previous.key === key ? !previous.descending : false })),
    [],
  );
  const addButton = admin && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('nodes.add')}
    </Button>
  );

  let content;
  if (list.error) content = <LoadErrorAlert title={t('nodes.loadFailed')} error={list.error} />;
  else if (counts && counts.netclient + counts['config-files'] === 0) {
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
        {pro && hostNodes > 1 && behindNat && failover.loaded && failoverHost === null && (
          <FailoverNote netid={netid} />
        )}
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
        {selection.views.length > 0 && (
          <NodesBulkBar kind={filters.kind} selection={selection.views} onDone={selection.clear} />
        )}
        {!list.pending && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t(`nodes.matching.${filters.kind}`, { count: list.total })}
          </Text>
        )}
        {!list.pending && !list.updating && list.total === 0 ? (
          <EmptyNote>{t(`nodes.noMatches.${filters.kind}`)}</EmptyNote>
        ) : (
          <NodesTable
            count={list.total}
            viewAt={list.viewAt}
            onVisible={list.onVisible}
            loading={list.pending}
            busy={list.updating}
            selected={selection.selected}
            onSelect={selection.select}
            selectAll={selection.all}
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
