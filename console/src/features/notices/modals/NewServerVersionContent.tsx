import { Stack, Text, Timeline } from '@mantine/core';
import { serverImageTag } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useServerConfigQuery } from '../../../api/server';
import { docsUrl } from '../../../navigation/links';
import { CodeSnippet } from '../../../components/CodeSnippet';
import { useServerRelease } from '../version/releases';
import { ExternalTextLink } from '../../../components/ExternalTextLink';

const UPGRADE_DOCS_PATH = '/upgrade';

/** The server's host name for the ssh command, from its API address. */
function serverHostName(apiHost: string | undefined): string {
  try {
    return new URL(apiHost ?? '').hostname || 'your-server';
  } catch {
    return apiHost?.trim() || 'your-server';
  }
}

/** How a self-hosted server moves to the newest release. */
export function NewServerVersionContent() {
  const { t } = useTranslation();
  const { running, latest } = useServerRelease();
  const apiHost = useServerConfigQuery(true).data?.APIHost;
  const tag = latest ? serverImageTag(latest) : t('notices.newVersion.latestTag');
  const upgradeDocs = docsUrl(UPGRADE_DOCS_PATH);
  const steps = [
    { key: 'connect', code: `ssh root@${serverHostName(apiHost)}` },
    { key: 'tags', code: `SERVER_IMAGE_TAG=${tag}\nUI_IMAGE_TAG=${tag}` },
    { key: 'restart', code: 'docker compose down\ndocker compose up -d' },
  ] as const;

  return (
    <Stack gap="lg">
      <Text>
        {latest && running
          ? t('notices.newVersion.intro', { latest: serverImageTag(latest), running: serverImageTag(running) })
          : t('notices.newVersion.introUnknown')}
      </Text>
      <Timeline bulletSize={26} lineWidth={2} active={-1}>
        {steps.map((step, index) => (
          <Timeline.Item
            key={step.key}
            bullet={
              <Text size="xs" fw={700}>
                {index + 1}
              </Text>
            }
            title={<Text fw={600}>{t(`notices.newVersion.steps.${step.key}.title`)}</Text>}
          >
            <Stack gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {t(`notices.newVersion.steps.${step.key}.text`)}
              </Text>
              <CodeSnippet
                code={step.code}
                copyLabel={t('notices.newVersion.copyStep', { step: t(`notices.newVersion.steps.${step.key}.title`) })}
              />
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
      {upgradeDocs && <ExternalTextLink href={upgradeDocs} label={t('notices.newVersion.docs')} />}
    </Stack>
  );
}
