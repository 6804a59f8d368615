import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../i18n/en';
import { EmptyCard } from './EmptyCard';
import { PageHeader } from './PageHeader';

interface PlaceholderPageProps {
  title: string;
  description?: string;
  docsUrl?: string;
}

/** A route of the spec whose content arrives in a later release: its header and an empty state. */
export function PlaceholderPage({ title, description, docsUrl }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={description} docsUrl={docsUrl} />
      <EmptyCard
        icon={<IconHourglassEmpty size={28} />}
        title={t('common.comingTitle')}
        description={t('common.comingText')}
      />
    </>
  );
}

/** A placeholder named by its page title. */
export function NamedPlaceholderPage({ page }: { page: keyof Translation['pages'] }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(`pages.${page}`)} />;
}
