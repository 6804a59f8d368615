import { Stack, Tabs, Text, ThemeIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeSnippet } from '../../components/CodeSnippet';
import { JOIN_PLATFORMS, joinSteps } from './joinCommands';

/** Step-by-step join instructions per platform, the commands carrying the chosen key's token. */
export function JoinInstructions({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="linux">
      <Tabs.List aria-label={t('newHost.platforms')}>
        {JOIN_PLATFORMS.map((platform) => (
          <Tabs.Tab key={platform} value={platform}>
            {t(`newHost.platform.${platform}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {JOIN_PLATFORMS.map((platform) => (
        <Tabs.Panel key={platform} value={platform} pt="md">
          <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {joinSteps(platform, token).map((step, index) => (
              <Group key={step.step} component="li" align="flex-start" wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" radius="xl" size={26} aria-hidden>
                  <Text size="xs" fw={700}>
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {t(`newHost.steps.${step.step}.title`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`newHost.steps.${step.step}.text`)}
                  </Text>
                  {step.code && (
                    <CodeSnippet
                      code={step.code}
                      copyLabel={t('newHost.copyStep', { step: t(`newHost.steps.${step.step}.title`) })}
                    />
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
