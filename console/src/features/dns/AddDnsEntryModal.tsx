import {
  Autocomplete,
  Code,
  Group,
  isOptionsGroup,
  Text,
  TextInput,
  type AutocompleteProps,
  type OptionsFilter,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDnsEntryMutation } from '../../api/dns';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import type { NodeView } from '../nodes/nodeFilters';
import {
  addressSuggestions,
  dnsFormAddressProblem,
  dnsFormNameProblem,
  EMPTY_DNS_FORM,
  previewRecordName,
  resolvedName,
  toCreateDnsEntryRequest,
  type AddressSuggestion,
} from './dnsForm';

interface AddDnsEntryModalProps {
  netid: string;
  /** The network's nodes, whose addresses are suggested. */
  views: readonly NodeView[];
  onClose: () => void;
}

/**
 * Adds a custom entry: a name for an IPv4 address, an IPv6 address or both. Hosts resolve it as
 * `<name>.<network>`, which the field shows as it is typed.
 */
export function AddDnsEntryModal({ netid, views, onClose }: AddDnsEntryModalProps) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const create = useCreateDnsEntryMutation();
  const form = useForm({
    initialValues: EMPTY_DNS_FORM,
    validate: {
      name: (name) => problems.sentence(dnsFormNameProblem(name)),
      address: (_address, values) => problems.sentence(dnsFormAddressProblem(values, 'address')),
      address6: (_address6, values) => problems.sentence(dnsFormAddressProblem(values, 'address6')),
    },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const suggestions4 = useMemo(() => addressSuggestions(views, 'address'), [views]);
  const suggestions6 = useMemo(() => addressSuggestions(views, 'address6'), [views]);
  const preview = previewRecordName(form.values.name, netid);

  const submit = form.onSubmit(async (values) => {
    const request = toCreateDnsEntryRequest(netid, values);
    const name = resolvedName({ name: request.name, network: netid });
    const done = await notifyProgress(() => create.mutateAsync({ netid, request }), {
      pending: t('dns.addPending', { name }),
      success: t('dns.addDone', { name }),
      failure: t('dns.addFailed', { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('dns.addTitle')}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('dns.add')}
    >
      <TextInput
        label={t('dns.form.name')}
        placeholder={t('dns.form.namePlaceholder')}
        description={
          <>
            {t('dns.form.nameHint', { network: netid })}
            {preview && (
              <Text span display="block" size="xs" mt={4}>
                {t('dns.form.resolvesAs')} <Code fz="xs">{preview}</Code>
              </Text>
            )}
          </>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
      />
      <AddressField
        label={t('dns.form.address')}
        description={t('dns.form.addressHint')}
        placeholder={t('dns.form.addressPlaceholder')}
        suggestions={suggestions4}
        {...form.getInputProps('address')}
      />
      <AddressField
        label={t('dns.form.address6')}
        placeholder={t('dns.form.address6Placeholder')}
        suggestions={suggestions6}
        {...form.getInputProps('address6')}
      />
    </FormModal>
  );
}

interface AddressFieldProps extends Omit<AutocompleteProps, 'data' | 'filter' | 'renderOption'> {
  suggestions: readonly AddressSuggestion[];
}

/** An address typed freely, with the nodes' addresses offered as it is typed (by address or node name). */
function AddressField({ suggestions, ...props }: AddressFieldProps) {
  const nameOf = new Map(suggestions.map((suggestion) => [suggestion.address, suggestion.name]));
  const filter: OptionsFilter = ({ options, search }) => {
    const term = search.trim().toLowerCase();
    return options.filter(
      (option) =>
        isOptionsGroup(option) ||
        [option.value, nameOf.get(option.value) ?? ''].some((text) => text.toLowerCase().includes(term)),
    );
  };
  return (
    <Autocomplete
      data={suggestions.map((suggestion) => suggestion.address)}
      filter={filter}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      maxDropdownHeight={280}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
          <Text size="sm" ff="monospace">
            {option.value}
          </Text>
          <Text size="xs" c="dimmed">
            {nameOf.get(option.value)}
          </Text>
        </Group>
      )}
      {...props}
    />
  );
}
