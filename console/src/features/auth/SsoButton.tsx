import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlagsQuery } from '../../api/featureFlags';
import { useSession } from '../../session/session';

/** An invitation a single sign-on starts from; the server checks it against the person who signs in. */
export interface SsoInvite {
  email: string;
  inviteCode: string;
}

/** Whether the server signs people in through an identity provider (its feature flags say so). */
export function useOffersSso(): boolean {
  return useFeatureFlagsQuery().data?.enable_oauth === true;
}

/** "Sign in with SSO": sends the browser to the server, which sends it on to the identity provider. */
export function SsoButton({ invite }: { invite?: SsoInvite }) {
  const { t } = useTranslation();
  const { baseUrl } = useSession();
  const query = invite ? `?${new URLSearchParams({ email: invite.email, invite_code: invite.inviteCode })}` : '';
  return (
    <Button
      component="a"
      href={`${baseUrl}/oauth/login${query}`}
      variant="default"
      fullWidth
      leftSection={<IconKey size={18} aria-hidden />}
    >
      {t('auth.signInWithSso')}
    </Button>
  );
}
