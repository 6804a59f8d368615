import { useTranslation } from 'react-i18next';
import { useDeleteInternetGatewayMutation, useSaveInternetGatewayMutation } from '../../api/internetGateways';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { ConfirmList } from '../nodes/ConfirmList';
import type { GatewayMember } from '../nodes/GatewayMembersTable';
import type { NodeView } from '../nodes/nodeFilters';
import { clientsOf } from './internetGatewayForm';

/**
 * Deletes an internet gateway, or disconnects one host from it, after a confirmation naming the
 * hosts that lose their internet route through it.
 */
export function useInternetGatewayActions(views: readonly NodeView[]) {
  const { t } = useTranslation();
  const save = useSaveInternetGatewayMutation();
  const remove = useDeleteInternetGatewayMutation();

  const deleteGateway = (gateway: NodeView) => {
    const name = gateway.name;
    const clients = clientsOf(gateway, views);
    confirmAction({
      title: t('internetGateways.deleteTitle'),
      message: (
        <ConfirmList
          text={t('internetGateways.deleteConfirm', { name, count: clients.length })}
          items={clients.map((client) => client.name)}
        />
      ),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(gateway.node), {
          pending: t('internetGateways.deletePending', { name }),
          success: t('internetGateways.deleteDone', { name }),
          failure: t('internetGateways.deleteFailed', { name }),
        }),
    });
  };

  const disconnect = ({ view: host, gateway }: GatewayMember) => {
    const names = { name: host.name, gateway: gateway.name };
    const clientIds = clientsOf(gateway, views)
      .map((client) => client.node.id)
      .filter((id) => id !== host.node.id);
    confirmAction({
      title: t('internetGateways.disconnectTitle'),
      message: t('internetGateways.disconnectConfirm', names),
      confirmLabel: t('internetGateways.disconnect'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => save.mutateAsync({ node: gateway.node, clientIds, create: false }), {
          pending: t('internetGateways.disconnectPending', names),
          success: t('internetGateways.disconnectDone', names),
          failure: t('internetGateways.disconnectFailed', names),
        }),
    });
  };

  return { deleteGateway, disconnect };
}
