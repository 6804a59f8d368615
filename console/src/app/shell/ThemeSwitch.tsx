import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Toggles dark and light; the choice is kept in local storage. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const label = scheme === 'dark' ? t('account.switchToLight') : t('account.switchToDark');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      >
        {scheme === 'dark' ? (
          <IconSun size={20} stroke={1.6} aria-hidden />
        ) : (
          <IconMoon size={20} stroke={1.6} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
