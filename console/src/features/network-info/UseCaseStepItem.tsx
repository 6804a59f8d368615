import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UseCaseStep, UseCaseStepKey } from '@netloom/contract';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';

/** Where each step is taken: devices join from Add a device; gateways and config files are on the gateways page. */
const STEP_PAGES: Readonly<Record<UseCaseStepKey, (netid: string) => string>> = {
  node: () => '/hosts-new',
  remote_access_gateway: (netid) => networkPath(netid, 'gateways'),
  vpn_client: (netid) => networkPath(netid, 'gateways'),
  egress_gateway: (netid) => networkPath(netid, 'egress'),
};

interface UseCaseStepItemProps {
  netid: string;
  step: UseCaseStep;
  /** Its place in the use case, from 1. */
  number: number;
}

/** One step of a use case: its number or check mark, what it asks, and Done or the link to take it. */
export function UseCaseStepItem({ netid, step, number }: UseCaseStepItemProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group wrap="nowrap" align="center" gap="sm">
        <ThemeIcon variant="light" color={step.done ? 'green' : 'gray'} radius="xl" size={28} aria-hidden>
          {step.done ? <IconCheck size={16} /> : <Text size="sm">{number}</Text>}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {t(`useCases.steps.${step.key}.title`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`useCases.steps.${step.key}.text`)}
          </Text>
        </Stack>
        {step.done ? (
          <Badge variant="light" color="green" tt="none" fw={500} style={{ flexShrink: 0 }}>
            {t('useCases.done')}
          </Badge>
        ) : (
          <Button component={Link} to={STEP_PAGES[step.key](netid)} variant="light" size="xs" style={{ flexShrink: 0 }}>
            {t(`useCases.steps.${step.key}.action`)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
