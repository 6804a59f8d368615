import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeBanner } from './NoticeBanner';
import { useManagedHostPending } from './useManagedHostPending';

/** A new hosted tenant waits for its managed host. */
export function ManagedHostBanner() {
  const { t } = useTranslation();
  if (!useManagedHostPending()) return null;
  return (
    <NoticeBanner color="blue" icon={<Loader size={16} color="blue" />}>
      {t('info.managedHostPending')}
    </NoticeBanner>
  );
}
