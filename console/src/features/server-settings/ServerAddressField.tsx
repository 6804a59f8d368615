import { Alert, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ServerAddress } from '@netloom/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ServerAddressFieldProps {
  /** What the server says of its address; undefined while it loads. */
  current: ServerAddress | undefined;
  input: TextInputProps;
}

/**
 * The address hosts reach the server at, as the first run and the server settings ask for it: fixed
 * (and said so) when NETLOOM_API_HOST sets it, flagged while it is still the built-in localhost one.
 */
export function ServerAddressField({ current, input }: ServerAddressFieldProps) {
  const { t } = useTranslation();
  const fixed = current?.source === 'environment';
  return (
    <Stack gap="xs">
      <TextInput
        label={t('serverSettings.addressLabel')}
        description={t('serverSettings.addressHint')}
        placeholder="http://192.0.2.10:8081"
        spellCheck={false}
        disabled={fixed}
        {...input}
        {...(fixed ? { value: current.address } : {})}
      />
      {fixed && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('serverSettings.addressFixed')}
        </Alert>
      )}
    </Stack>
  );
}
