import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBug, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate } from 'react-router';
import { copyToClipboard } from '../components/clipboard';
import { CodeSnippet } from '../components/CodeSnippet';
import { bugReportBody, bugReportUrl, errorLog, type CrashReport } from './bugReport';
import { UI_VERSION } from '../navigation/links';

/** The issue tracker's new-issue address, e.g. `https://github.com/acme/netloom/issues/new`; unset: the report is copied. */
const BUG_REPORT_URL = import.meta.env.VITE_BUG_REPORT_URL ?? '';

/** The crash screen: what failed, with a bug report to file; loaded when a page crashes. */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const report: CrashReport = {
    route: `${pathname}${search}`,
    errorLog: isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorLog(error),
    uiVersion: UI_VERSION,
    userAgent: navigator.userAgent,
  };
  const title = t('errors.bugReportTitle', { route: pathname });

  /** Opens the tracker with the report prefilled (or copies it when none is configured), then goes to the dashboard. */
  const fileBugReport = async () => {
    if (BUG_REPORT_URL) {
      window.open(bugReportUrl(BUG_REPORT_URL, title, report), '_blank', 'noopener,noreferrer');
    } else if (await copyToClipboard(`${title}\n\n${bugReportBody(report)}`)) {
      notifications.show({ color: 'green', message: t('errors.bugReportCopied') });
    }
    await navigate('/dashboard');
  };

  return (
    <Stack align="center" justify="center" mih="60vh" p="xl" gap="md">
      <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2">
        {t('errors.crashTitle')}
      </Title>
      <Text c="dimmed">{t('errors.crashText')}</Text>
      <Box maw={720} w="100%">
        <CodeSnippet code={report.errorLog} copyLabel={t('errors.copyErrorDetails')} maxHeight={240} />
      </Box>
      <Group>
        <Button variant="default" leftSection={<IconBug size={16} />} onClick={() => void fileBugReport()}>
          {t('errors.bugReport')}
        </Button>
        <Button component={Link} to="/" reloadDocument leftSection={<IconHome size={16} />}>
          {t('errors.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
