import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The crash screen loads only when a page crashes; when it cannot be loaded either, the page-load screen shows. */
const CrashScreen = lazy(() =>
  import('./CrashScreen').then(
    (module) => ({ default: module.CrashScreen }),
    () => ({ default: PageLoadFailure }),
  ),
);

/** A page module that could not be downloaded, e.g. after an upgrade or while offline. */
function isPageLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Importing a module script/i.test(error.message)
  );
}

/** Error screens: a page that would not load, or a crash. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isPageLoadFailure(error)) return <PageLoadFailure />;
  return (
    <Suspense>
      <CrashScreen error={error} />
    </Suspense>
  );
}

function PageLoadFailure() {
  const { t } = useTranslation();
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
