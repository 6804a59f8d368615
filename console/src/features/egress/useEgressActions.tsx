import { useTranslation } from 'react-i18next';
import { useDeleteEgressMutation, useSaveEgressMutation } from '../../api/egress';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { ConfirmList } from '../nodes/ConfirmList';
import type { NodeView } from '../nodes/nodeFilters';

/** Deletes an egress gateway, or one of its ranges, after a confirmation naming what stops being reachable. */
export function useEgressActions() {
  const { t } = useTranslation();
  const save = useSaveEgressMutation();
  const remove = useDeleteEgressMutation();

  const deleteGateway = (gateway: NodeView, lastRange?: string) => {
    const name = gateway.name;
    const ranges = gateway.node.egressgatewayranges ?? [];
    confirmAction({
      title: t('egress.deleteTitle'),
      message: (
        <ConfirmList
          text={
            lastRange
              ? t('egress.deleteLastRangeConfirm', { name, range: lastRange })
              : t('egress.deleteConfirm', { name, count: ranges.length })
          }
          items={lastRange ? [] : ranges}
          monospace
        />
      ),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(gateway.node), {
          pending: t('egress.deletePending', { name }),
          success: t('egress.deleteDone', { name }),
          failure: t('egress.deleteFailed', { name }),
        }),
    });
  };

  /** Takes one range out: the gateway is saved with the others, or deleted when it was the last. */
  const deleteRange = (gateway: NodeView, range: string) => {
    const rest = (gateway.node.egressgatewayranges ?? []).filter((kept) => kept !== range);
    if (rest.length === 0) {
      deleteGateway(gateway, range);
      return;
    }
    const name = gateway.name;
    const natenabled = gateway.node.egressgatewaynatenabled ? 'yes' : 'no';
    confirmAction({
      title: t('egress.deleteRangeTitle'),
      message: t('egress.deleteRangeConfirm', { name, range }),
      confirmLabel: t('egress.deleteRange'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => save.mutateAsync({ node: gateway.node, request: { ranges: rest, natenabled } }), {
          pending: t('egress.deleteRangePending', { range }),
          success: t('egress.deleteRangeDone', { name, range }),
          failure: t('egress.deleteRangeFailed', { range }),
        }),
    });
  };

  return { deleteGateway, deleteRange };
}
