import { MultiSelect, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  useCreateNameserverMutation,
  useUpdateNameserverMutation,
  type ReceivedNameserver,
} from '../../api/nameservers';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import {
  EMPTY_NAMESERVER_FORM,
  keptSearchDomains,
  nameserverFormProblems,
  nameserverFormOf,
  toNameserverRequest,
} from './nameserverForm';

interface NameserverModalProps {
  netid: string;
  /** The nameserver to edit; none to add one. */
  nameserver?: ReceivedNameserver;
  onClose: () => void;
}

/** Addresses and domains are typed one at a time: Enter, a comma or a space ends one. */
const SPLIT_CHARS = [',', ' '];

/**
 * Adds or edits a nameserver: its name and description, the addresses hosts ask, the match domains
 * they ask it for, and which of those are also search domains. Checked on submit with the contract's
 * rules; the server's refusal shows in the notification and keeps the form.
 */
export function NameserverModal({ netid, nameserver, onClose }: NameserverModalProps) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const create = useCreateNameserverMutation(netid);
  const update = useUpdateNameserverMutation(netid);
  const form = useForm({
    initialValues: nameserver ? nameserverFormOf(nameserver) : EMPTY_NAMESERVER_FORM,
    validate: (values) => problems.byField(nameserverFormProblems(values, netid)),
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const domains = [...new Set(form.values.domains)];

  const submit = form.onSubmit(async (values) => {
    const request = toNameserverRequest(values, netid);
    const { name } = request;
    const key = nameserver ? 'save' : 'add';
    const done = await notifyProgress(
      () => (nameserver ? update.mutateAsync({ ...request, id: nameserver.id }) : create.mutateAsync(request)),
      {
        pending: t(`dns.nameservers.form.${key}Pending`, { name }),
        success: t(`dns.nameservers.form.${key}Done`, { name }),
        failure: t(`dns.nameservers.form.${key}Failed`, { name }),
      },
    );
    if (done) onClose();
  });

  return (
    <FormModal
      title={nameserver ? t('dns.nameservers.editTitle', { name: nameserver.name }) : t('dns.nameservers.addTitle')}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={nameserver ? t('common.save') : t('dns.nameservers.add')}
    >
      <TextInput
        label={t('dns.nameservers.form.name')}
        placeholder={t('dns.nameservers.form.namePlaceholder')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('dns.nameservers.form.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <TagsInput
        label={t('dns.nameservers.form.servers')}
        description={t('dns.nameservers.form.serversHint')}
        placeholder={t('dns.nameservers.form.serversPlaceholder')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        splitChars={SPLIT_CHARS}
        withAsterisk
        {...form.getInputProps('servers')}
      />
      <TagsInput
        label={t('dns.nameservers.form.domains')}
        description={t('dns.nameservers.form.domainsHint')}
        placeholder={t('dns.nameservers.form.domainsPlaceholder')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        splitChars={SPLIT_CHARS}
        withAsterisk
        {...form.getInputProps('domains')}
        onChange={(next) => {
          form.setFieldValue('domains', next);
          form.setFieldValue('searchDomains', keptSearchDomains(next, form.values.searchDomains));
        }}
      />
      <MultiSelect
        label={t('dns.nameservers.form.searchDomains')}
        description={t('dns.nameservers.form.searchDomainsHint')}
        placeholder={domains.length === 0 ? t('dns.nameservers.form.searchDomainsEmpty') : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={domains}
        disabled={domains.length === 0}
        clearable
        {...form.getInputProps('searchDomains')}
      />
    </FormModal>
  );
}
