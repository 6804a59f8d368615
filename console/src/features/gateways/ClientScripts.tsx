import { Alert, Stack, Text } from '@mantine/core';
import type { ExtClient } from '@netloom/contract';
import { IconTerminal2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeSnippet } from '../../components/CodeSnippet';

/** The commands a client's config runs on the device that imports it, shown before anyone downloads it. */
export function ClientScripts({ client }: { client: Pick<ExtClient, 'postup' | 'postdown'> }) {
  const { t } = useTranslation();
  const scripts = [
    { label: t('gateways.config.postUp'), code: client.postup },
    { label: t('gateways.config.postDown'), code: client.postdown },
  ].filter((script) => script.code.trim() !== '');
  if (scripts.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconTerminal2 size={18} aria-hidden />}
      title={t('gateways.config.scriptsTitle')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('gateways.config.scriptsText')}</Text>
        {scripts.map((script) => (
          <Stack gap={4} key={script.label}>
            <Text size="sm" fw={500}>
              {script.label}
            </Text>
            <CodeSnippet code={script.code} copyLabel={script.label} maxHeight={120} />
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
