import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../app/links';
import { EmptyCard } from '../../components/EmptyCard';
import { PageHeader } from '../../components/PageHeader';
import { CreateNetworkButton } from '../networks/CreateNetworkButton';

export function EnrollmentKeysPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('keys.title')} description={t('keys.description')} docsUrl={docsUrl()} />
      <EmptyCard
        icon={<IconKey size={28} />}
        title={t('keys.emptyTitle')}
        description={t('keys.emptyText')}
        action={<CreateNetworkButton label={t('networks.create')} />}
      />
    </>
  );
}
