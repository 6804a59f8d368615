import { Menu } from '@mantine/core';
import type { User } from '@netloom/contract';
import { IconCrown, IconLock, IconPencil, IconShieldOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../components/RowMenu';
import { GuardedMenuItem } from './GuardedMenuItem';
import { blockedReason, canReceiveSuperAdmin, type Caller } from '../userRules';

export interface UserActions {
  onEdit: (user: User) => void;
  onSetPassword: (user: User) => void;
  onTransferSuperAdmin: (user: User) => void;
  onResetMfa: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The "⋯" menu of a user: what the rules refuse stays listed, disabled, saying why. */
export function UserActionsMenu({ user, caller, actions }: { user: User; caller: Caller; actions: UserActions }) {
  const { t } = useTranslation();
  const reason = (action: 'edit' | 'password' | 'delete') => {
    const blocked = blockedReason(action, caller, user);
    return blocked && t(`users.blocked.${blocked}`);
  };
  return (
    <RowMenu label={t('users.actionsLabel', { name: user.username })}>
      <GuardedMenuItem
        label={t('users.actions.edit')}
        icon={<IconPencil size={14} />}
        blockedBy={reason('edit')}
        onClick={() => actions.onEdit(user)}
      />
      <GuardedMenuItem
        label={t('users.actions.password')}
        icon={<IconLock size={14} />}
        blockedBy={reason('password')}
        onClick={() => actions.onSetPassword(user)}
      />
      {user.is_mfa_enabled && (
        <GuardedMenuItem
          label={t('mfa.reset')}
          icon={<IconShieldOff size={14} />}
          blockedBy={reason('edit')}
          onClick={() => actions.onResetMfa(user)}
        />
      )}
      {canReceiveSuperAdmin(caller, user) && (
        <GuardedMenuItem
          label={t('users.actions.transfer')}
          icon={<IconCrown size={14} />}
          blockedBy={null}
          onClick={() => actions.onTransferSuperAdmin(user)}
        />
      )}
      <Menu.Divider />
      <GuardedMenuItem
        label={t('users.actions.delete')}
        icon={<IconTrash size={14} />}
        blockedBy={reason('delete')}
        danger
        onClick={() => actions.onDelete(user)}
      />
    </RowMenu>
  );
}
