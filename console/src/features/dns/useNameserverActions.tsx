import { useTranslation } from 'react-i18next';
import {
  useDeleteNameserverMutation,
  useUpdateNameserverMutation,
  type ReceivedNameserver,
} from '../../api/nameservers';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import type { NameserverActions } from './NameserversTable';
import { spokenList, toggledNameserverRequest } from './nameserverForm';

/**
 * Turns a nameserver on or off at once (its switch says which), or deletes it after a confirmation
 * naming it and what stops: which servers the hosts no longer ask, for which domains.
 */
export function useNameserverActions(
  netid: string,
  onEdit: (nameserver: ReceivedNameserver) => void,
): NameserverActions {
  const { t, i18n } = useTranslation();
  const update = useUpdateNameserverMutation(netid);
  const remove = useDeleteNameserverMutation(netid);

  const onToggle = (nameserver: ReceivedNameserver) => {
    const { name } = nameserver;
    const change = nameserver.status ? 'off' : 'on';
    void notifyProgress(() => update.mutateAsync(toggledNameserverRequest(nameserver, !nameserver.status)), {
      pending: t(`dns.nameservers.toggle.${change}Pending`, { name }),
      success: t(`dns.nameservers.toggle.${change}Done`, { name }),
      failure: t('dns.nameservers.toggle.failed', { name }),
    });
  };

  const onDelete = (nameserver: ReceivedNameserver) => {
    const { name } = nameserver;
    confirmAction({
      title: t('dns.nameservers.deleteTitle'),
      message: t(nameserver.status ? 'dns.nameservers.deleteConfirm' : 'dns.nameservers.deleteConfirmOff', {
        name,
        network: netid,
        servers: spokenList(nameserver.servers, i18n.language),
        domains: spokenList(
          nameserver.domains.map(({ domain }) => domain),
          i18n.language,
        ),
      }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(nameserver.id), {
          pending: t('dns.nameservers.deletePending', { name }),
          success: t('dns.nameservers.deleteDone', { name }),
          failure: t('dns.nameservers.deleteFailed', { name }),
        }),
    });
  };

  const isToggling = (nameserver: ReceivedNameserver) => update.isPending && update.variables.id === nameserver.id;

  return { onToggle, onEdit, onDelete, isToggling };
}
