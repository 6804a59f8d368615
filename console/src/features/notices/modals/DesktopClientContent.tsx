import { Alert, Badge, Button, Code, Group, SegmentedControl, Stack, Text, Timeline } from '@mantine/core';
import { versionPrefix } from '@netloom/contract';
import {
  IconBrandApple,
  IconBrandWindows,
  IconDeviceMobile,
  IconDownload,
  IconExternalLink,
  IconInfoCircle,
  IconTerminal2,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerConfigQuery } from '../../../api/server';
import { UI_VERSION } from '../../../navigation/links';
import { useSession } from '../../../session/session';
import { CodeSnippet } from '../../../components/CodeSnippet';
import { CopyButton } from '../../../components/CopyButton';
import { IS_HOSTED } from '../../../session/hostedMode';
import {
  CLIENT_PLATFORMS,
  desktopClientSteps,
  NOT_AVAILABLE,
  type ClientDownload,
  type ClientPlatform,
  type ClientStep,
} from './desktopClientSteps';

const DOWNLOAD_TEMPLATE = import.meta.env.VITE_CLIENT_DOWNLOAD_URL_TEMPLATE ?? '';

const PLATFORM_ICONS = {
  windows: IconBrandWindows,
  mac: IconBrandApple,
  linux: IconTerminal2,
  mobile: IconDeviceMobile,
};

/** The Download Desktop client dialog: platform, then steps with versions and commands. */
export function DesktopClientContent() {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<ClientPlatform>('windows');
  const config = useServerConfigQuery(true).data;
  const version = versionPrefix(config?.Version || UI_VERSION);
  const steps = desktopClientSteps(platform, {
    downloadTemplate: DOWNLOAD_TEMPLATE,
    version,
    serverDomain: config?.APIHost ?? '',
    tenantId: useSession().tenant?.id || config?.NetmakerTenantID || '',
    hosted: IS_HOSTED,
  });
  const linked = platform === 'mobile' || DOWNLOAD_TEMPLATE.trim() !== '';

  return (
    <Stack gap="lg">
      <SegmentedControl
        fullWidth
        value={platform}
        onChange={(value) => setPlatform(value as ClientPlatform)}
        aria-label={t('hosts.client.platform')}
        data={CLIENT_PLATFORMS.map((value) => {
          const Icon = PLATFORM_ICONS[value];
          return {
            value,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <Icon size={16} aria-hidden />
                <span>{t(`hosts.client.platforms.${value}`)}</span>
              </Group>
            ),
          };
        })}
      />
      <Text size="sm" c="dimmed">
        {t(`hosts.client.requirements.${platform}`)}
      </Text>
      {!linked && (
        <Alert
          variant="default"
          color="blue"
          icon={<IconInfoCircle size={18} color="var(--mantine-color-blue-text)" />}
        >
          {t('hosts.client.downloadsNotConfigured')}
        </Alert>
      )}
      <Timeline bulletSize={26} lineWidth={2} active={-1}>
        {steps.map((item, index) => (
          <Timeline.Item
            key={`${platform}-${item.key}`}
            bullet={
              <Text size="xs" fw={700}>
                {index + 1}
              </Text>
            }
            title={<Text fw={600}>{t(`hosts.client.steps.${item.key}.title`)}</Text>}
          >
            <StepBody step={item} version={version} />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function StepBody({ step, version }: { step: ClientStep; version: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt={4}>
      <Text size="sm" c="dimmed">
        {t(`hosts.client.steps.${step.key}.text`)}
      </Text>
      {step.downloads.map((download) => (
        <DownloadRow key={download.key} download={download} version={version} />
      ))}
      {step.snippets.map((snippet) => (
        <Stack key={snippet.key} gap={4}>
          <Text size="xs" fw={600}>
            {t(`hosts.client.snippets.${snippet.key}`)}
          </Text>
          <CodeSnippet
            code={snippet.code}
            copyLabel={t('hosts.client.copyCommand', { system: t(`hosts.client.snippets.${snippet.key}`) })}
          />
        </Stack>
      ))}
      {step.details.map((detail) => {
        const label = t(`hosts.client.details.${detail.key}`);
        return (
          <Group key={detail.key} gap="xs" wrap="nowrap">
            <Text size="sm" w={110}>
              {label}
            </Text>
            <Code>{detail.value}</Code>
            {detail.value !== NOT_AVAILABLE && (
              <CopyButton value={detail.value} label={t('hosts.client.copyDetail', { detail: label })} />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

function DownloadRow({ download, version }: { download: ClientDownload; version: string }) {
  const { t } = useTranslation();
  const label = t(`hosts.client.downloads.${download.key}`);
  return (
    <Group gap="sm" wrap="wrap">
      {download.url ? (
        <Button
          component="a"
          href={download.url}
          size="xs"
          variant="light"
          leftSection={download.fileName ? <IconDownload size={14} /> : <IconExternalLink size={14} />}
          {...(download.fileName ? { download: download.fileName } : { target: '_blank', rel: 'noreferrer' })}
        >
          {label}
        </Button>
      ) : (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      {download.fileName && (
        <>
          <Code>{download.fileName}</Code>
          <Badge variant="outline" size="sm" color="gray" tt="none">
            {version}
          </Badge>
        </>
      )}
    </Group>
  );
}
