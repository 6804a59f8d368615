import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorText } from '../api/errors';

/** A page module that could not be downloaded, e.g. after an upgrade or while offline. */
function isPageLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Importing a module script/i.test(error.message)
  );
}

/** Error screens of spec section 2: a page that would not load, or a crash. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isPageLoadFailure(error)) {
    return (
      <Stack align="center" justify="center" mih="60vh" p="xl" gap="md">
        <IconAlertTriangle size={48} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('errors.pageLoadTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('errors.pageLoadText')}
        </Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {t('errors.refreshPage')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack align="center" justify="center" mih="60vh" p="xl" gap="md">
      <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2">
        {t('errors.crashTitle')}
      </Title>
      <Text c="dimmed">{t('errors.crashText')}</Text>
      <Code block maw={720} w="100%">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorText(error)}
      </Code>
      <Group>
        <Button component={Link} to="/" reloadDocument>
          {t('errors.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
