import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';
import { downloadFile } from '../../../components/download';

interface RecoveryCodesProps {
  codes: string[];
  username: string;
  onDone: () => void;
  doneLabel?: string;
}

/** Recovery codes as shown once: to copy or download, then put away. */
export function RecoveryCodes({ codes, username, onDone, doneLabel }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  const download = () =>
    downloadFile(new Blob([text], { type: 'text/plain' }), `netloom-recovery-codes-${username}.txt`);
  return (
    <Alert color="yellow" variant="light" title={t('mfa.recoveryTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('mfa.recoveryText')}</Text>
        <SimpleGrid cols={2} spacing={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" size="sm">
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <CopyButton value={text} label={t('mfa.copyCodes')} />
          <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>
            {t('mfa.download')}
          </Button>
          <Button size="xs" onClick={onDone}>
            {doneLabel ?? t('mfa.saved')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
