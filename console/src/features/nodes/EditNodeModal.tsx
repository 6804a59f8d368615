import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isIPv4Address, isIPv6Address, localDateTimeText, NODE_METADATA_MAX_LENGTH } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateNodeMutation } from '../../api/nodes';
import { notifyProgress } from '../../components/notifyProgress';
import { useNow } from '../../components/useNow';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { expdatetimeOf, expiryFieldText, isExpiryAcceptable } from './nodeExpiry';
import type { NamedNode } from './useNodeActions';
import { FormModal } from '../../components/FormModal';

const bare = (cidr: string) => cidr.split('/')[0];

/** The node settings an admin may change: addresses, expiration, connected, DNS and metadata. */
export function EditNodeModal({ view, onClose }: { view: NamedNode; onClose: () => void }) {
  const { t } = useTranslation();
  const { node, name } = view;
  const update = useUpdateNodeMutation();
  const now = useNow();
  const form = useForm({
    initialValues: {
      address: bare(node.address),
      address6: bare(node.address6),
      expiration: expiryFieldText(node.expdatetime),
      connected: node.connected,
      dnson: node.dnson,
      metadata: node.metadata,
    },
    validate: {
      address: (value) => (node.networkrange && !isIPv4Address(value) ? t('nodes.edit.addressInvalid') : null),
      address6: (value) => (node.networkrange6 && !isIPv6Address(value) ? t('nodes.edit.address6Invalid') : null),
      expiration: (value) =>
        isExpiryAcceptable(value, node.expdatetime, now) ? null : t('nodes.edit.expirationFuture'),
      metadata: (value) =>
        value.length > NODE_METADATA_MAX_LENGTH
          ? t('nodes.edit.metadataLength', { max: NODE_METADATA_MAX_LENGTH })
          : null,
    },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async ({ expiration, ...values }) => {
    const changes = { ...values, expdatetime: expdatetimeOf(expiration, node.expdatetime) };
    const done = await notifyProgress(() => update.mutateAsync({ node, changes }), {
      pending: t('nodes.progress.save', { name }),
      success: t('nodes.done.save', { name }),
      failure: t('nodes.failed.save'),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('nodes.edit.title', { name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
    >
      {node.networkrange && (
        <TextInput label={t('nodes.edit.address')} data-autofocus {...form.getInputProps('address')} />
      )}
      {node.networkrange6 && <TextInput label={t('nodes.edit.address6')} {...form.getInputProps('address6')} />}
      <TextInput
        type="datetime-local"
        label={t('nodes.edit.expiration')}
        description={t('nodes.edit.expirationHint')}
        min={localDateTimeText(now)}
        {...form.getInputProps('expiration')}
      />
      <Switch label={t('nodes.edit.connected')} {...form.getInputProps('connected', { type: 'checkbox' })} />
      <Switch label={t('nodes.edit.dnson')} {...form.getInputProps('dnson', { type: 'checkbox' })} />
      <Textarea
        label={t('nodes.edit.metadata')}
        description={t('nodes.edit.metadataCount', {
          count: form.values.metadata.length,
          max: NODE_METADATA_MAX_LENGTH,
        })}
        autosize
        minRows={2}
        {...form.getInputProps('metadata')}
      />
    </FormModal>
  );
}
