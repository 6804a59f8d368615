import { Button, Group, Paper, Select, Text } from '@mantine/core';
import type { EnrollmentKey } from '@netloom/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/useNow';
import { useEnrollmentKeysQuery } from '../../api/enrollmentKeys';
import { CreateKeyModal } from './CreateKeyModal';
import { keyName, usableKeys } from './keyFacts';

interface EnrollmentKeyPickerProps {
  /** Only keys for this network; a key created here is for it. */
  netid?: string;
  /** What follows the picker, given the chosen key. */
  children: (key: EnrollmentKey | null) => ReactNode;
}

/** Picks a usable enrollment key (the first by default), or creates one inline. */
export function EnrollmentKeyPicker({ netid, children }: EnrollmentKeyPickerProps) {
  const { t } = useTranslation();
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const keys = usableKeys(useEnrollmentKeysQuery().data ?? [], now, netid);
  const chosen = keys.find((key) => key.value === picked) ?? keys[0] ?? null;
  return (
    <>
      <Paper withBorder radius="md" p="lg">
        <Text fw={600} mb="sm">
          {t('newHost.chooseKey')}
        </Text>
        <Group align="flex-end" gap="sm">
          {keys.length > 0 ? (
            <Select
              label={t('newHost.key')}
              data={keys.map((key) => ({ value: key.value, label: keyName(key) }))}
              value={chosen?.value ?? null}
              onChange={setPicked}
              allowDeselect={false}
              style={{ flex: '1 1 240px' }}
            />
          ) : (
            <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
              {t('newHost.noKeys')}
            </Text>
          )}
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('newHost.createKey')}
          </Button>
        </Group>
      </Paper>
      <CreateKeyModal
        opened={creating}
        networks={netid ? [netid] : []}
        onClose={() => setCreating(false)}
        onCreated={(key) => setPicked(key.value)}
      />
      {children(chosen)}
    </>
  );
}
