import { Alert, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InstructionSteps } from './InstructionSteps';
import { JoinSteps } from './JoinSteps';

const JOIN_PLATFORMS = ['linux', 'mac', 'windows', 'docker', 'mobile'] as const;
type JoinPlatform = (typeof JOIN_PLATFORMS)[number];

/** How a host joins with the chosen key, per system: the agent's commands on Linux, what is available elsewhere. */
export function JoinInstructions({ token }: { token: string }) {
  const { t } = useTranslation();
  const panel = (platform: JoinPlatform) => {
    if (platform === 'linux') return <JoinSteps token={token} />;
    if (platform === 'mobile')
      return (
        <InstructionSteps
          steps={(['mobileApp', 'mobileConfig'] as const).map((step) => ({
            id: step,
            title: t(`newHost.steps.${step}.title`),
            text: t(`newHost.steps.${step}.text`),
          }))}
        />
      );
    // Netloom ships no agent for the other systems yet: their tab says so rather than name a download.
    return (
      <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t(`newHost.noAgent.${platform}`)}
      </Alert>
    );
  };
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
          {panel(platform)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
