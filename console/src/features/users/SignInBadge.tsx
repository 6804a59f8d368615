import { Badge } from '@mantine/core';
import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

/** How a user signs in: a username and password, or single sign-on. */
export function SignInBadge({ authType }: { authType: User['auth_type'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={authType === 'oauth' ? 'grape' : 'gray'} tt="none" fw={500}>
      {t(`users.signIn.${authType}`)}
    </Badge>
  );
}
