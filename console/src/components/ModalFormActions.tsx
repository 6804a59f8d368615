import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ModalFormActionsProps {
  /** Closes the modal (through the unsaved-changes guard). */
  onCancel: () => void;
  /** While the change is being saved: Cancel is disabled and the submit button spins. */
  pending: boolean;
  /** The submit button's text; Save by default. */
  submitLabel?: string;
}

/** The Cancel and submit buttons at the foot of a modal form. */
export function ModalFormActions({ onCancel, pending, submitLabel }: ModalFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
