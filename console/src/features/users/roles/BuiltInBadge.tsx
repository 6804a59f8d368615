import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a role or group Netloom made itself, which can't be changed. */
export function BuiltInBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" tt="none" fw={500}>
      {t('roles.builtIn')}
    </Badge>
  );
}
