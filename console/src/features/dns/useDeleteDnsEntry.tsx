import type { DnsEntry } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteDnsEntryMutation } from '../../api/dns';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { resolvedName } from './dnsForm';

/** Deletes a custom DNS entry after a confirmation naming it as hosts resolve it. */
export function useDeleteDnsEntry(): (entry: DnsEntry) => void {
  const { t } = useTranslation();
  const remove = useDeleteDnsEntryMutation();
  return (entry) => {
    const name = resolvedName(entry);
    confirmAction({
      title: t('dns.deleteTitle'),
      message: t('dns.deleteConfirm', { name }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(entry), {
          pending: t('dns.deletePending', { name }),
          success: t('dns.deleteDone', { name }),
          failure: t('dns.deleteFailed', { name }),
        }),
    });
  };
}
