import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../app/links';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function UsersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('users.title')} description={t('users.description')} docsUrl={docsUrl()} />;
}
