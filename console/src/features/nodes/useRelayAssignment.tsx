import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNodeMutation } from '../../api/nodes';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import type { NodeView } from './nodeFilters';
import { relayMembers } from './nodeRoles';

/**
 * Moves a node behind another relay, behind its first one, or out from behind its relay, after a
 * confirmation naming both: the old relay is written without it first, then the new one with it.
 */
export function useRelayAssignment(views: readonly NodeView[]) {
  const { t } = useTranslation();
  const { mutateAsync: update } = useUpdateNodeMutation();
  return useCallback(
    (row: NodeView, relayId: string | null) => {
      const from = views.find((view) => view.node.id === row.gatewayId);
      const to = relayId ? views.find((view) => view.node.id === relayId) : undefined;
      if (!from && !to) return;
      const change = from && to ? 'move' : to ? 'set' : 'unset';
      const names = { name: row.name, from: from?.name, to: to?.name };
      confirmAction({
        title: t(`nodes.relay.${change}Title`),
        message: t(`nodes.relay.${change}Confirm`, names),
        confirmLabel: t(`nodes.relay.${change}`),
        danger: change === 'unset',
        onConfirm: () =>
          void notifyProgress(
            async () => {
              if (from)
                await update({
                  node: from.node,
                  changes: { relaynodes: relayMembers(from.node, { remove: row.node.id }) },
                });
              if (to)
                await update({ node: to.node, changes: { relaynodes: relayMembers(to.node, { add: row.node.id }) } });
            },
            {
              pending: t('nodes.relay.pending', names),
              success: t(`nodes.relay.${change}Done`, names),
              failure: t('nodes.relay.failed', names),
            },
          ),
      });
    },
    [t, update, views],
  );
}
