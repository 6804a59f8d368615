import { notifications } from '@mantine/notifications';
import { ROWS_LIMIT_MAX } from '@netloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import type { NodeRowsFilters } from '../../api/listRows';
import { byName, selectAllState, viewOfRow, type NodeView } from './nodeFilters';
import type { SelectAll } from './NodesTable';
import { fetchFirstNodeRows } from './useNodeRows';

/**
 * The rows ticked for a bulk action, kept as they were shown. The header checkbox clears a selection, or
 * selects every row that matches `filters` when they are few enough to fetch at once.
 */
export function useNodeSelection(netid: string, filters: NodeRowsFilters, total: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlyMap<string, NodeView>>(new Map());
  const select = useCallback((views: readonly NodeView[], on: boolean) => {
    setSelected((previous) => {
      const next = new Map(previous);
      for (const view of views) {
        if (on) next.set(view.key, view);
        else next.delete(view.key);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const views = useMemo(() => byName(selected.values()), [selected]);

  const selectMatching = () =>
    fetchFirstNodeRows(queryClient, netid, filters).then(
      (page) => select(page.rows.map(viewOfRow), true),
      (error: unknown) => notifications.show({ color: 'red', title: t('nodes.loadFailed'), message: errorText(error) }),
    );
  const state = selectAllState(selected.size, total);
  const all: SelectAll = {
    checked: state.checked,
    indeterminate: state.indeterminate,
    blockedReason: state.tooMany ? t('nodes.selectAllTooMany', { max: ROWS_LIMIT_MAX }) : null,
    onToggle: () => (selected.size > 0 ? clear() : void selectMatching()),
  };
  return { selected, views, select, clear, all };
}
