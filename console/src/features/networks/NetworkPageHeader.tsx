import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { docsUrl } from '../../navigation/links';
import { PageHeader } from '../../components/PageHeader';
import { RefreshButton } from './RefreshButton';
import { sectionDocsPath, type SectionPage } from '../../navigation/sections';

/** The header of a network page: title, description, its docs, and the refresh button. */
export function NetworkPageHeader({ page }: { page: SectionPage }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  return (
    <PageHeader
      title={t(`sections.${page}.title`)}
      description={t(`sections.${page}.description`)}
      docsUrl={docsUrl(sectionDocsPath(page, hash))}
      actions={<RefreshButton />}
    />
  );
}
