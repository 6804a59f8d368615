import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconMailPlus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AddUserMenuProps {
  onCreate: () => void;
  onInvite: () => void;
}

/** "Add user": create an account with a password, or invite people by e-mail. */
export function AddUserMenu({ onCreate, onInvite }: AddUserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('users.add.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserPlus size={14} aria-hidden />} onClick={onCreate}>
          {t('users.add.create')}
        </Menu.Item>
        <Menu.Item leftSection={<IconMailPlus size={14} aria-hidden />} onClick={onInvite}>
          {t('users.add.invite')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
