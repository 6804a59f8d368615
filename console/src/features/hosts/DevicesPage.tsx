import { IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../app/links';
import { EmptyCard } from '../../components/EmptyCard';
import { PageHeader } from '../../components/PageHeader';
import { CreateNetworkButton } from '../networks/CreateNetworkButton';

export function DevicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('devices.title')} description={t('devices.description')} docsUrl={docsUrl()} />
      <EmptyCard
        icon={<IconDevices size={28} />}
        title={t('devices.emptyTitle')}
        description={t('devices.emptyText')}
        action={<CreateNetworkButton label={t('networks.create')} />}
      />
    </>
  );
}
