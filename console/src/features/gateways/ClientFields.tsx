import { Button, Collapse, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CLIENT_ID_MAX_LENGTH, CLIENT_ID_MIN_LENGTH, CLIENT_SCRIPT_MAX_LENGTH } from '@netloom/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientFormValues } from './clientForm';

const ADVANCED_FIELDS: readonly (keyof ClientFormValues)[] = [
  'publickey',
  'dns',
  'extraallowedips',
  'postup',
  'postdown',
];

interface ClientFieldsProps {
  values: ClientFormValues;
  inputProps: (field: keyof ClientFormValues) => GetInputPropsReturnType;
  /** Whether a field has an error: the advanced part opens to show it. */
  hasError: (field: keyof ClientFormValues) => boolean;
  /** Creating: the id may be left empty for the server to pick one. */
  idOptional: boolean;
}

/** A client's id, and behind "Advanced" its public key, DNS, extra addresses and scripts. */
export function ClientFields({ values, inputProps, hasError, idOptional }: ClientFieldsProps) {
  const { t } = useTranslation();
  const [advanced, setAdvanced] = useState(false);
  const panelId = useId();
  const opened = advanced || ADVANCED_FIELDS.some(hasError);
  const count = (script: string) =>
    t('gateways.form.scriptCount', { count: script.length, max: CLIENT_SCRIPT_MAX_LENGTH });

  return (
    <>
      <TextInput
        label={t('gateways.form.clientId')}
        description={t(idOptional ? 'gateways.form.clientIdHintOptional' : 'gateways.form.clientIdHint', {
          min: CLIENT_ID_MIN_LENGTH,
          max: CLIENT_ID_MAX_LENGTH,
        })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk={!idOptional}
        {...inputProps('clientid')}
      />
      <Button
        variant="subtle"
        justify="flex-start"
        px={0}
        leftSection={opened ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setAdvanced(!opened)}
      >
        {t('gateways.form.advanced')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="md">
          <TextInput
            label={t('gateways.form.publicKey')}
            description={t('gateways.form.publicKeyHint')}
            ff="monospace"
            {...inputProps('publickey')}
          />
          <TextInput
            label={t('gateways.form.clientDns')}
            description={t('gateways.form.clientDnsHint')}
            placeholder="1.1.1.1, 8.8.8.8"
            {...inputProps('dns')}
          />
          <TagsInput
            label={t('gateways.form.extraAddresses')}
            description={t('gateways.form.extraAddressesHint')}
            placeholder="192.168.50.0/24"
            {...inputProps('extraallowedips')}
          />
          <Textarea
            label={t('gateways.form.postUp')}
            description={count(values.postup)}
            autosize
            minRows={2}
            ff="monospace"
            {...inputProps('postup')}
          />
          <Textarea
            label={t('gateways.form.postDown')}
            description={count(values.postdown)}
            autosize
            minRows={2}
            ff="monospace"
            {...inputProps('postdown')}
          />
        </Stack>
      </Collapse>
    </>
  );
}
