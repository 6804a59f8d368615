import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Tells screen reader users that a link opens a new tab. */
export function NewTabHint() {
  const { t } = useTranslation();
  return <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>;
}
