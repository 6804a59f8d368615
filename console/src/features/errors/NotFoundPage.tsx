import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { missingNetworkOf } from './notFound';

/** `/404` and any unknown path; a network route whose network does not exist says so. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const missingNetwork = missingNetworkOf(useLocation().state);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420}>
        <IconMapOff size={56} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={700} fz={48} lh={1} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {missingNetwork === null ? t('notFound.title') : t('notFound.networkTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {missingNetwork === null ? t('notFound.text') : t('notFound.networkText', { netid: missingNetwork })}
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
          {t('notFound.action')}
        </Button>
      </Stack>
    </Center>
  );
}
