import { Group, Menu, Stack, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink, IconLogout, IconMoon, IconSelector, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openDesktopClientModal, useHostedMode, useIsPro } from '../../features/notices';
import { changeLanguage, LANGUAGES } from '../../i18n';
import { EXTERNAL_LINKS } from '../../navigation/links';
import { accountPortalUrl } from '../../navigation/paths';
import { endSession, useSession } from '../../session/session';
import { useSidebar } from './SidebarContext';
import { UserAvatar } from '../../components/UserAvatar';
import { SidebarTooltip } from './SidebarTooltip';

/**
 * The user's menu at the foot of the sidebar: Download Desktop client on Pro, the
 * dark theme switch, the language, Profile (Manage Account in the hosted edition) and Logout.
 */
export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { username, platformRole, tenant } = useSession();
  const navigate = useNavigate();
  const isPro = useIsPro();
  const { hosted } = useHostedMode();
  const manageAccountUrl = accountPortalUrl(EXTERNAL_LINKS.account, 'manage-account', tenant);
  const { clearHover } = useSidebar();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('dark') === 'dark';
  const role = platformRole?.name || platformRole?.id;

  const pickLanguage = (code: string) => {
    const language = LANGUAGES.find((candidate) => candidate.code === code);
    if (!language) return;
    changeLanguage(language.code).catch(() => notifications.show({ color: 'red', message: t('errors.unreachable') }));
  };

  const logout = () => {
    endSession();
    void navigate('/login', { replace: true });
  };

  return (
    <Menu
      position="top-start"
      width={260}
      shadow="md"
      onOpen={clearHover}
      offset={6}
      alignItemsLabels="all"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <SidebarTooltip label={username}>
          <UnstyledButton
            aria-label={t('account.menu')}
            w="100%"
            p={6}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <UserAvatar username={username} size={32} style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {username}
                </Text>
                {role && (
                  <Text size="xs" c="dimmed" truncate>
                    {role}
                  </Text>
                )}
              </Stack>
              <IconSelector size={16} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </SidebarTooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{username}</Menu.Label>
        {isPro && (
          <Menu.Item rightSection={<IconDownload size={16} aria-hidden />} onClick={openDesktopClientModal}>
            {t('account.desktopClient')}
          </Menu.Item>
        )}
        <Menu.CheckboxItem
          checked={dark}
          onChange={(checked) => setColorScheme(checked ? 'dark' : 'light')}
          rightSection={<IconMoon size={16} aria-hidden />}
        >
          {t('account.darkTheme')}
        </Menu.CheckboxItem>
        <Menu.Divider />
        <Menu.Label>{t('account.language')}</Menu.Label>
        <Menu.RadioGroup value={i18n.language} onChange={pickLanguage}>
          {LANGUAGES.map((language) => (
            <Menu.RadioItem key={language.code} value={language.code} lang={language.code} closeMenuOnClick>
              {language.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        {hosted && manageAccountUrl ? (
          <Menu.Item component="a" href={manageAccountUrl} rightSection={<IconExternalLink size={14} aria-hidden />}>
            {t('account.manageAccount')}
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to="/profile" rightSection={<IconUser size={16} aria-hidden />}>
            {t('account.profile')}
          </Menu.Item>
        )}
        <Menu.Item rightSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
