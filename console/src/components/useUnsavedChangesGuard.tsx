import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** Closing a modal with touched fields asks first (spec section 2). */
export function useUnsavedChangesGuard(hasUnsavedChanges: () => boolean, close: () => void): () => void {
  const { t } = useTranslation();
  return () => {
    if (!hasUnsavedChanges()) {
      close();
      return;
    }
    modals.openConfirmModal({
      title: t('createNetwork.unsavedTitle'),
      children: <Text size="sm">{t('createNetwork.unsaved')}</Text>,
      labels: { confirm: t('createNetwork.discard'), cancel: t('createNetwork.keepEditing') },
      confirmProps: { color: 'red' },
      onConfirm: close,
    });
  };
}
