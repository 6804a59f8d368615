import { Badge, Tooltip } from '@mantine/core';
import { enrollmentKeyValidity, type EnrollmentKey } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/useNow';

/** Valid or Invalid, with why on hover (Netmaker's IsValid). */
export function KeyValidityBadge({ enrollmentKey }: { enrollmentKey: EnrollmentKey }) {
  const { t } = useTranslation();
  const now = useNow();
  const validity = enrollmentKeyValidity(enrollmentKey, now);
  if (validity.valid) {
    return (
      <Badge color="green" variant="light">
        {t('keys.valid')}
      </Badge>
    );
  }
  const reason = t(`keys.invalidReasons.${validity.reason}`);
  return (
    <Tooltip label={reason} withArrow>
      <Badge color="red" variant="light" tabIndex={0} aria-label={`${t('keys.invalid')}: ${reason}`}>
        {t('keys.invalid')}
      </Badge>
    </Tooltip>
  );
}
