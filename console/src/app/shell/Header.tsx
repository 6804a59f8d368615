import { Burger, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './AccountMenu';
import { PathBreadcrumbs } from './PathBreadcrumbs';
import { ThemeSwitch } from './ThemeSwitch';

interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function Header({ navOpened, onToggleNav }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
        <Image src="/logo.svg" alt="" w={28} h={28} hiddenFrom="sm" />
        <PathBreadcrumbs />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ThemeSwitch />
        <AccountMenu />
      </Group>
    </Group>
  );
}
