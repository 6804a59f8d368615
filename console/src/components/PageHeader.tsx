import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabHint } from './NewTabHint';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** The page's documentation, opened in a new tab by a Docs button. */
  docsUrl?: string;
  /** Buttons shown on the right. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, docsUrl, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="lg">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      <Group gap="sm">
        {docsUrl && (
          <Button
            component="a"
            href={docsUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBook2 size={16} aria-hidden />}
          >
            {t('common.docs')}
            <NewTabHint />
          </Button>
        )}
        {actions}
      </Group>
    </Group>
  );
}
