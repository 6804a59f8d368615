import { useForm } from '@mantine/form';
import type { ExtClient } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateExtClientMutation } from '../../api/extClients';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { ClientFields } from './ClientFields';
import { clientFormOf, clientFormProblems, toCustomExtClient, type ClientFormValues } from './clientForm';
import { problemTexts } from './formProblems';

/** Changes a client's id, key, DNS, extra addresses and scripts; the whole client is sent. */
interface EditClientModalProps {
  client: ExtClient;
  /** The network's ranges, which extra addresses must stay out of. */
  networkRanges: string[];
  onClose: () => void;
}

export function EditClientModal({ client, networkRanges, onClose }: EditClientModalProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateExtClientMutation();
  const name = client.clientid;
  const form = useForm<{ client: ClientFormValues }>({
    initialValues: { client: clientFormOf(client) },
    validate: (values) =>
      problemTexts(clientFormProblems(values.client, { idOptional: false, networkRanges }), i18n, 'client.'),
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async (values) => {
    const changes = toCustomExtClient(values.client);
    const done = await notifyProgress(() => update.mutateAsync({ client, changes }), {
      pending: t('gateways.clients.progress.save', { name }),
      success: t('gateways.clients.done.save', { name: changes.clientid ?? name }),
      failure: t('gateways.clients.failed.save'),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('gateways.clients.editTitle', { name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
    >
      <ClientFields
        values={form.values.client}
        inputProps={(field) => form.getInputProps(`client.${field}`)}
        hasError={(field) => Boolean(form.errors[`client.${field}`])}
        idOptional={false}
      />
    </FormModal>
  );
}
