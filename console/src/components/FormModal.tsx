import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  opened?: boolean;
  title: ReactNode;
  /** While the change is being saved: the modal can't be closed, Cancel is disabled, the submit button spins. */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Closes the modal (through the unsaved-changes guard). */
  onCancel: () => void;
  /** The submit button's text; Save by default. */
  submitLabel?: string;
  children: ReactNode;
}

/** A modal holding one form, with Cancel and submit buttons at its foot, in sight however long the form. */
export function FormModal({
  opened = true,
  title,
  pending,
  onSubmit,
  onCancel,
  submitLabel,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onCancel}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {/* The buttons stay in sight at the modal's foot while a long form scrolls under them. */}
          <Group
            justify="flex-end"
            gap="sm"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel ?? t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
