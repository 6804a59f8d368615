import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** Closing a modal with touched fields asks first; pass whether any value was changed. */
export function useUnsavedChangesGuard(hasUnsavedChanges: () => boolean, close: () => void): () => void {
  const { t } = useTranslation();
  return () => {
    if (!hasUnsavedChanges()) {
      close();
      return;
    }
    modals.openConfirmModal({
      title: t('common.unsavedTitle'),
      children: <Text size="sm">{t('common.unsaved')}</Text>,
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: close,
    });
  };
}
