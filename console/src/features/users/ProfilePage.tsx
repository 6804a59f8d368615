import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { UserAvatar } from '../../app/shell/UserAvatar';
import { PageHeader } from '../../components/PageHeader';

export function ProfilePage() {
  const { t } = useTranslation();
  const { username, user, platformRole } = useSession();
  const facts = [
    { label: t('profile.username'), value: username },
    { label: t('profile.role'), value: platformRole?.name || platformRole?.id || '—' },
    { label: t('profile.signInMethod'), value: user ? t(`profile.${user.auth_type}`) : '—' },
  ];
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Group gap="md" mb="lg">
          <UserAvatar username={username} size="lg" />
          <Text fw={600} size="lg">
            {user?.display_name || username}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {facts.map((fact) => (
            <Stack key={fact.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {fact.label}
              </Text>
              <Text>{fact.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </>
  );
}
