import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';
import { NoValue } from './NoValue';

/** Addresses one per line, each with its copy button; a dash when there are none. */
export function AddressList({ addresses }: { addresses: readonly string[] }) {
  const { t } = useTranslation();
  if (addresses.length === 0) return <NoValue />;
  return (
    <Stack gap={0}>
      {addresses.map((address) => (
        <Group key={address} gap={2} wrap="nowrap">
          <Text ff="monospace" fz="sm">
            {address}
          </Text>
          <CopyButton value={address} label={t('gateways.copyAddress', { address })} />
        </Group>
      ))}
    </Stack>
  );
}
