import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCS_URL } from '../app/links';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Adds a docs button that opens the documentation in a new tab. */
  withDocs?: boolean;
  /** Buttons shown on the right. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, withDocs = false, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      <Group gap="sm">
        {withDocs && (
          <Button
            component="a"
            href={DOCS_URL}
            target="_blank"
            rel="noreferrer"
            variant="default"
            leftSection={<IconBook size={16} />}
          >
            {t('common.docs')}
          </Button>
        )}
        {actions}
      </Group>
    </Group>
  );
}
