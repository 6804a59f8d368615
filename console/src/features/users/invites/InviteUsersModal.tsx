import { Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteUsersMutation } from '../../../api/invites';
import { notifyProgress } from '../../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import { AccessFields } from '../form/AccessFields';
import { EmailsInput } from './EmailsInput';
import { toInviteRequest, uninvitedEmails } from './inviteForm';
import { InviteLinksStep, type InviteOutcome } from './InviteLinksStep';
import { useInviteForm } from './useInviteForm';

/** Invites people in two steps: who and with what access, then their magic links. */
export function InviteUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteUsersMutation();
  const form = useInviteForm();
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const close = () => {
    form.reset();
    setOutcome(null);
    onClose();
  };
  const requestClose = useUnsavedChangesGuard(() => !outcome && form.isDirty(), close);

  const submit = form.onSubmit(async (values) => {
    const request = toInviteRequest(values);
    let answer: Omit<InviteOutcome, 'skipped'> | undefined;
    await notifyProgress(
      async () => {
        answer = await invite.mutateAsync(request);
      },
      {
        pending: t('invites.modal.pending', { count: request.user_emails.length }),
        success: t('invites.modal.created'),
        failure: t('invites.modal.failed'),
      },
    );
    if (answer) setOutcome({ ...answer, skipped: uninvitedEmails(request, answer.invites) });
  });

  return (
    <Modal
      opened={opened}
      onClose={invite.isPending ? () => undefined : requestClose}
      title={t('invites.modal.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stepper active={outcome ? 1 : 0} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label={t('invites.modal.stepDetails')} description={t('invites.modal.stepDetailsText')} />
        <Stepper.Step label={t('invites.modal.stepLinks')} description={t('invites.modal.stepLinksText')} />
      </Stepper>
      {outcome ? (
        <Stack gap="md">
          <InviteLinksStep outcome={outcome} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('invites.modal.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <EmailsInput
              value={form.values.emails}
              onChange={(emails) => form.setFieldValue('emails', emails)}
              error={form.errors.emails}
            />
            <AccessFields form={form} />
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={requestClose} disabled={invite.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('invites.modal.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
