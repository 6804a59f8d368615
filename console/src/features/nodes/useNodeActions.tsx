import { Checkbox } from '@mantine/core';
import type { ApiNode } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useBulkNodeMutation, useRemoveNodeMutation, useUpdateNodeMutation } from '../../api/nodes';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { ConfirmList } from './ConfirmList';
import type { NodeView } from './nodeFilters';
import { useConfigFileBulk, type ConfigFileAction } from './useConfigFileBulk';

type HostNodeAction = 'connect' | 'disconnect' | 'remove';
export type BulkAction = HostNodeAction | ConfigFileAction;
export interface NamedNode {
  node: ApiNode;
  name: string;
}

const isHostNodeAction = (action: BulkAction): action is HostNodeAction =>
  action === 'connect' || action === 'disconnect' || action === 'remove';

/**
 * Connect, disconnect and remove nodes, one or many, and enable, disable or delete config files,
 * each confirmed by name first.
 */
export function useNodeActions() {
  const { t } = useTranslation();
  const update = useUpdateNodeMutation();
  const remove = useRemoveNodeMutation();
  const bulk = useBulkNodeMutation();
  const configFiles = useConfigFileBulk();

  const setConnected = ({ node, name }: NamedNode, connected: boolean) => {
    const key = connected ? 'connect' : 'disconnect';
    confirmAction({
      title: t(`nodes.actions.${key}`),
      message: t(`nodes.confirm.${key}`, { name, netid: node.network }),
      confirmLabel: t(`nodes.actions.${key}`),
      danger: !connected,
      onConfirm: () =>
        void notifyProgress(() => update.mutateAsync({ node, changes: { connected } }), {
          pending: t(`nodes.progress.${key}`, { name }),
          success: t(`nodes.done.${key}`, { name }),
          failure: t(`nodes.failed.${key}`),
        }),
    });
  };

  const removeNode = ({ node, name }: NamedNode, then?: () => void) => {
    let force = false;
    confirmAction({
      title: t('nodes.actions.remove'),
      message: t('nodes.confirm.remove', { name, netid: node.network }),
      confirmLabel: t('nodes.actions.remove'),
      danger: true,
      children: (
        <Checkbox
          mt="md"
          label={t('nodes.force')}
          description={t('nodes.forceHint')}
          onChange={(event) => (force = event.currentTarget.checked)}
        />
      ),
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync({ node, force }), {
          pending: t('nodes.progress.remove', { name }),
          success: t('nodes.done.remove', { name }),
          failure: t('nodes.failed.remove'),
        }).then((done) => done && then?.()),
    });
  };

  const bulkAction = (selection: readonly NodeView[], action: BulkAction, then: () => void) => {
    const count = selection.length;
    const run = () =>
      isHostNodeAction(action)
        ? bulk.mutateAsync({ nodes: selection.map(({ node }) => node), action })
        : configFiles(selection, action);
    confirmAction({
      title: t(`nodes.bulk.${action}Title`, { count }),
      danger: action !== 'connect' && action !== 'enable',
      message: (
        <ConfirmList text={t(`nodes.bulk.${action}Confirm`, { count })} items={selection.map(({ name }) => name)} />
      ),
      confirmLabel: t(`nodes.bulk.${action}`, { count }),
      onConfirm: () =>
        void notifyProgress(run, {
          pending: t(`nodes.bulk.${action}Pending`, { count }),
          success: t(`nodes.bulk.${action}Done`, { count }),
          failure: t(`nodes.bulk.${action}Failed`),
        }).then((done) => done && then()),
    });
  };

  return { setConnected, removeNode, bulkAction, busy: bulk.isPending };
}
