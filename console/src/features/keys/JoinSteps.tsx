import { Alert, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InstructionSteps } from './InstructionSteps';
import { AS_ROOT, joinSteps, joinsInsecurely } from './joinCommands';

/** The commands that join a Linux host with a key, the same wherever they are shown: install the agent, then join. */
export function JoinSteps({ token }: { token: string }) {
  const { t } = useTranslation();
  const steps = joinSteps(token).map(({ step, command }) => {
    const title = t(`newHost.steps.${step}.title`);
    return {
      id: step,
      title,
      text: t(`newHost.steps.${step}.text`),
      command: { code: command, copyLabel: t('newHost.copyStep', { step: title }) },
    };
  });
  return (
    <Stack gap="sm">
      {joinsInsecurely(token) && (
        <Alert variant="light" color="yellow" role="note" icon={<IconLockOpen size={18} aria-hidden />}>
          {t('newHost.insecure')}
        </Alert>
      )}
      <InstructionSteps steps={steps} />
      <Text size="xs" c="dimmed">
        {t('newHost.asRoot', { prefix: AS_ROOT })}
      </Text>
    </Stack>
  );
}
