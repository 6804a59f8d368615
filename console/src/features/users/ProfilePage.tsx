import { Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '../../api/users';
import { useSession } from '../../session/session';
import { UserAvatar } from '../../components/UserAvatar';
import { Fact } from '../../components/Fact';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { TitledSection } from '../../components/TitledSection';
import { ApiTokensSection } from './profile/ApiTokensSection';
import { DisplayNameForm } from './profile/DisplayNameForm';
import { MfaSection } from './profile/MfaSection';
import { NetworkAccessSection } from './profile/NetworkAccessSection';
import { OwnPasswordForm } from './profile/OwnPasswordForm';
import { SignOutEverywhere } from './profile/SignOutEverywhere';

/** The signed-in user's account: who they are, their password, and the networks they reach. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { username } = useSession();
  const query = useUserQuery(username);
  const user = query.data;

  let content;
  if (query.isError) content = <LoadErrorAlert title={t('profile.loadFailed')} error={query.error} />;
  else if (!user) content = <PageSkeleton />;
  else {
    content = (
      <Stack gap="xl" maw={760}>
        <Paper withBorder radius="md" p="lg">
          <Group gap="md" mb="lg" wrap="nowrap">
            <UserAvatar username={username} size="lg" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="lg">
                {user.display_name || username}
              </Text>
              {user.display_name && (
                <Text size="sm" c="dimmed">
                  {username}
                </Text>
              )}
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
            <Fact label={t('profile.username')}>{username}</Fact>
            <Fact label={t('profile.role')}>{user.platform_role.name || user.platform_role_id}</Fact>
            <Fact label={t('profile.signInMethod')}>{t(`profile.${user.auth_type}`)}</Fact>
          </SimpleGrid>
          <Divider mb="lg" />
          <DisplayNameForm key={user.display_name} username={username} displayName={user.display_name} />
        </Paper>
        <TitledSection title={t('profile.password.title')}>
          <Paper withBorder radius="md" p="lg">
            {user.auth_type === 'oauth' ? (
              <Text size="sm" c="dimmed">
                {t('profile.password.sso')}
              </Text>
            ) : (
              <OwnPasswordForm username={username} />
            )}
          </Paper>
        </TitledSection>
        <TitledSection title={t('profile.networks.title')} description={t('profile.networks.description')}>
          <NetworkAccessSection user={user} />
        </TitledSection>
        <TitledSection title={t('profile.sessions.title')} description={t('profile.sessions.description')}>
          <Paper withBorder radius="md" p="lg">
            <SignOutEverywhere username={username} />
          </Paper>
        </TitledSection>
        <TitledSection title={t('mfa.title')} description={t('mfa.description')}>
          <MfaSection user={user} />
        </TitledSection>
        <TitledSection title={t('apiTokens.title')} description={t('apiTokens.description')}>
          <ApiTokensSection />
        </TitledSection>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {content}
    </>
  );
}
