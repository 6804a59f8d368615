import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyCard } from '../../components/EmptyCard';
import { NetworkPageHeader } from './NetworkPageHeader';
import { SECTION_ICONS } from './sectionIcons';
import type { SectionPage } from './sections';

/** A network page before its content arrives: its header, and what the page will hold. */
export function NetworkSectionPage({ page }: { page: SectionPage }) {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const Icon = SECTION_ICONS[page];
  return (
    <>
      <NetworkPageHeader page={page} />
      <EmptyCard
        icon={<Icon size={28} aria-hidden />}
        title={t(`sections.${page}.emptyTitle`, { netid })}
        description={t(`sections.${page}.emptyText`)}
      />
    </>
  );
}
