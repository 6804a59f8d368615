import { REMOTE_ACCESS_DEFAULT_KEEPALIVE, REMOTE_ACCESS_DEFAULT_MTU, type IngressRequest } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useCreateIngressMutation, useDeleteIngressMutation } from '../../api/gateways';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { ConfirmList } from './ConfirmList';
import type { NamedNode } from './useNodeActions';

/** What "Set as remote access gateway" creates: no client DNS and the usual MTU and keepalive. */
const QUICK_GATEWAY: IngressRequest = {
  extclientdns: '',
  mtu: REMOTE_ACCESS_DEFAULT_MTU,
  persistentkeepalive: REMOTE_ACCESS_DEFAULT_KEEPALIVE,
};

/**
 * Makes a node a remote-access gateway with the usual settings, or ends that role after a
 * confirmation that names every config file going with it.
 */
export function useRemoteAccessActions() {
  const { t } = useTranslation();
  const create = useCreateIngressMutation();
  const remove = useDeleteIngressMutation();

  const setGateway = ({ node, name }: NamedNode) =>
    confirmAction({
      title: t('nodes.remoteAccess.set'),
      message: t('nodes.remoteAccess.setConfirm', {
        name,
        mtu: QUICK_GATEWAY.mtu,
        keepalive: QUICK_GATEWAY.persistentkeepalive,
      }),
      confirmLabel: t('nodes.remoteAccess.set'),
      onConfirm: () =>
        void notifyProgress(() => create.mutateAsync({ node, request: QUICK_GATEWAY }), {
          pending: t('nodes.remoteAccess.setPending', { name }),
          success: t('nodes.remoteAccess.setDone', { name }),
          failure: t('nodes.remoteAccess.setFailed'),
        }),
    });

  /** `configFiles` names the gateway's external clients, which the server deletes with the role. */
  const deleteGateway = ({ node, name }: NamedNode, configFiles: readonly string[], then?: () => void) =>
    confirmAction({
      title: t('nodes.remoteAccess.unsetTitle'),
      danger: true,
      message: (
        <ConfirmList
          text={t('nodes.remoteAccess.unsetConfirm', { name, count: configFiles.length })}
          items={configFiles}
        />
      ),
      confirmLabel: t('nodes.remoteAccess.unsetSubmit'),
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(node), {
          pending: t('nodes.remoteAccess.unsetPending', { name }),
          success: t('nodes.remoteAccess.unsetDone', { name }),
          failure: t('nodes.remoteAccess.unsetFailed'),
        }).then((done) => done && then?.()),
    });

  return { setGateway, deleteGateway };
}
