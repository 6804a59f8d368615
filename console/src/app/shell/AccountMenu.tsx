import {
  Avatar,
  Group,
  Menu,
  Switch,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconLogout, IconMoon, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { changeLanguage, LANGUAGES } from '../../i18n';
import { endSession, useSession } from '../session';

/** The user's menu: profile, theme, language and logout (spec section 2). */
export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { username, platformRole } = useSession();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('dark') === 'dark';

  const logout = () => {
    endSession();
    void navigate('/login', { replace: true });
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={username} color="initials" size={32} />
            <Text size="sm" fw={500} visibleFrom="sm">
              {username}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {username}
          </Text>
          {platformRole && <Text size="xs">{platformRole.name || platformRole.id}</Text>}
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={<IconMoon size={16} />}
          rightSection={<Switch size="xs" checked={dark} readOnly tabIndex={-1} aria-hidden />}
          onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        >
          {t('account.darkTheme')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('account.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => changeLanguage(language.code)}
            rightSection={i18n.language === language.code ? <IconCheck size={14} /> : null}
          >
            {language.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
