import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';

interface ConfirmActionOptions {
  title: string;
  /** Names what will change. */
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
  /** Extra controls between the message and the buttons, e.g. a force option. */
  children?: ReactNode;
  onConfirm: () => void;
}

/** A confirmation dialog that names the change; Cancel keeps everything as it is. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger = false,
  children,
  onConfirm,
}: ConfirmActionOptions) {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    children: (
      <>
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {children}
      </>
    ),
    labels: { confirm: confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: danger ? 'red' : undefined },
    onConfirm,
  });
}
