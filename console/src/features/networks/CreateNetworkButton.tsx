import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSession } from '../../app/session';
import { useCreateNetwork } from './CreateNetworkProvider';

interface CreateNetworkButtonProps extends Omit<ButtonProps, 'children'> {
  label: string;
}

/** Opens the Create a Network modal; disabled with the reason for non-admins (spec section 6). */
export function CreateNetworkButton({ label, ...buttonProps }: CreateNetworkButtonProps) {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  const openCreateNetwork = useCreateNetwork();
  const button = (
    <Button leftSection={<IconPlus size={16} />} {...buttonProps} disabled={!admin} onClick={openCreateNetwork}>
      {label}
    </Button>
  );
  if (admin) return button;
  return (
    <Tooltip label={t('nav.adminOnly')}>
      <span style={{ display: buttonProps.fullWidth ? 'block' : 'inline-block' }}>{button}</span>
    </Tooltip>
  );
}
