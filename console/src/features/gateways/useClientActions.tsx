import type { ExtClient } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteExtClientMutation, useUpdateExtClientMutation } from '../../api/extClients';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';

/** Enable, disable and delete external clients, each confirmed by name first. */
export function useClientActions() {
  const { t } = useTranslation();
  const update = useUpdateExtClientMutation();
  const remove = useDeleteExtClientMutation();

  const setEnabled = (client: ExtClient, enabled: boolean) => {
    const key = enabled ? 'enable' : 'disable';
    const name = client.clientid;
    confirmAction({
      title: t(`gateways.clients.actions.${key}`),
      message: t(`gateways.clients.confirm.${key}`, { name }),
      confirmLabel: t(`gateways.clients.actions.${key}`),
      danger: !enabled,
      onConfirm: () =>
        void notifyProgress(() => update.mutateAsync({ client, changes: { enabled } }), {
          pending: t(`gateways.clients.progress.${key}`, { name }),
          success: t(`gateways.clients.done.${key}`, { name }),
          failure: t(`gateways.clients.failed.${key}`),
        }),
    });
  };

  const deleteClient = (client: ExtClient) => {
    const name = client.clientid;
    confirmAction({
      title: t('gateways.clients.actions.delete'),
      message: t('gateways.clients.confirm.delete', { name }),
      confirmLabel: t('gateways.clients.actions.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(client), {
          pending: t('gateways.clients.progress.delete', { name }),
          success: t('gateways.clients.done.delete', { name }),
          failure: t('gateways.clients.failed.delete'),
        }),
    });
  };

  return { setEnabled, deleteClient };
}
