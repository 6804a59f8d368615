import { Code, Group, Image, Stack, Text } from '@mantine/core';
import type { MfaEnrolment } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

/** A new authenticator secret: its QR code to scan, and the secret as text to type in by hand. */
export function MfaSecretCard({ enrolment }: { enrolment: MfaEnrolment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('mfa.scan')}</Text>
      <Image src={enrolment.qr_code} alt={t('mfa.qrAlt')} w={220} h={220} />
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('mfa.secret')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
            {enrolment.secret}
          </Code>
          <CopyButton value={enrolment.secret} label={t('mfa.copySecret')} />
        </Group>
      </Stack>
    </Stack>
  );
}
