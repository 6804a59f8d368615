import { useTranslation } from 'react-i18next';
import { useResetFailoverMutation, useSetFailoverMutation } from '../../api/failover';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import type { NamedNode } from './useNodeActions';

/** Sets, unsets and resets the failover host of a network (Pro), each confirmed first. */
export function useFailoverActions() {
  const { t } = useTranslation();
  const set = useSetFailoverMutation();
  const reset = useResetFailoverMutation();

  /** Without a confirmation, for a choice already made in a dialog. */
  const saveFailover = ({ node, name }: NamedNode, failover: boolean) => {
    const key = failover ? 'set' : 'unset';
    return notifyProgress(() => set.mutateAsync({ node, failover }), {
      pending: t(`nodes.failover.${key}Pending`, { name }),
      success: t(`nodes.failover.${key}Done`, { name }),
      failure: t(`nodes.failover.${key}Failed`, { name }),
    });
  };

  /** `current` names the network's failover host, which a new one replaces. */
  const setFailover = (item: NamedNode, failover: boolean, current: string | null) => {
    const key = failover ? 'set' : 'unset';
    const replaces = failover && current !== null;
    confirmAction({
      title: t(`nodes.failover.${key}`),
      message: t(replaces ? 'nodes.failover.replaceConfirm' : `nodes.failover.${key}Confirm`, {
        name: item.name,
        netid: item.node.network,
        current,
      }),
      confirmLabel: t(`nodes.failover.${key}`),
      danger: !failover,
      onConfirm: () => void saveFailover(item, failover),
    });
  };

  const resetFailover = (netid: string) =>
    confirmAction({
      title: t('nodes.failover.reset'),
      message: t('nodes.failover.resetConfirm', { netid }),
      confirmLabel: t('nodes.failover.reset'),
      onConfirm: () =>
        void notifyProgress(() => reset.mutateAsync(netid), {
          pending: t('nodes.failover.resetPending', { netid }),
          success: t('nodes.failover.resetDone', { netid }),
          failure: t('nodes.failover.resetFailed'),
        }),
    });

  return { setFailover, saveFailover, resetFailover, saving: set.isPending };
}
