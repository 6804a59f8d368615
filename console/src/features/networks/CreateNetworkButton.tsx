import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSession } from '../../session/session';
import { useCreateNetwork } from './CreateNetworkProvider';

interface CreateNetworkButtonProps extends Omit<ButtonProps, 'children'> {
  label: string;
  /** A tooltip for admins, e.g. the label while only the icon shows. */
  hint?: string;
}

/** Opens the Create a Network modal; disabled with the reason for non-admins. */
export function CreateNetworkButton({ label, hint, ...buttonProps }: CreateNetworkButtonProps) {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  const openCreateNetwork = useCreateNetwork();
  const button = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      {...buttonProps}
      disabled={!admin}
      onClick={openCreateNetwork}
    >
      {label}
    </Button>
  );
  if (admin && !hint) return button;
  return (
    <Tooltip label={admin ? hint : t('nav.adminOnly')} events={{ hover: true, focus: true, touch: false }}>
      <span style={{ display: buttonProps.fullWidth ? 'block' : 'inline-block' }}>{button}</span>
    </Tooltip>
  );
}
