import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import type { SectionKey } from './sections';

/** A per-network page whose content arrives in a later release. */
export function NetworkSectionPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t(`sections.${section}.title`)}
      description={t(`sections.${section}.description`)}
      withDocs
    />
  );
}
