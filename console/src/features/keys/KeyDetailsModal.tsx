import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EnrollmentKey } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { CodeSnippet } from '../../components/CodeSnippet';
import { Fact } from '../../components/Fact';
import { InfoModal } from '../../components/InfoModal';
import { JoinSteps } from './JoinSteps';
import { keyLimitText } from './keyLimits';
import { keyName, keyRelay } from './keyFacts';
import { KeyValidityBadge } from './KeyValidityBadge';
import { useNetworkLabelOf } from '../networks/useNetworkLabelOf';

/** Everything about a key, its token and the commands that join a host with it. */
export function KeyDetailsModal({ enrollmentKey, onClose }: { enrollmentKey: EnrollmentKey; onClose: () => void }) {
  const { t } = useTranslation();
  const networkLabelOf = useNetworkLabelOf();
  const name = keyName(enrollmentKey);
  return (
    <InfoModal title={t('keys.detailsTitle', { name })} onClose={onClose}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('keys.name')}>{name}</Fact>
          <Fact label={t('keys.validity')}>
            <KeyValidityBadge enrollmentKey={enrollmentKey} />
          </Fact>
          <Fact label={t('keys.limit')}>{keyLimitText(enrollmentKey, t)}</Fact>
          <Fact label={t('keys.relay')}>{keyRelay(enrollmentKey) ?? t('keys.none')}</Fact>
          <Fact label={t('keys.networks')}>
            <Group gap={4}>
              {(enrollmentKey.networks ?? []).map((netid) => (
                <Badge key={netid} variant="default" tt="none" fw={500}>
                  {networkLabelOf(netid)}
                </Badge>
              ))}
              {(enrollmentKey.networks ?? []).length === 0 && t('keys.noNetworks')}
            </Group>
          </Fact>
          <Fact label={t('keys.groups')}>{(enrollmentKey.groups ?? []).join(', ') || t('keys.none')}</Fact>
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('keys.token')}
          </Text>
          <CodeSnippet code={enrollmentKey.token} copyLabel={t('keys.copyToken')} />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('keys.joinHost')}
          </Text>
          <JoinSteps token={enrollmentKey.token} />
        </Stack>
      </Stack>
    </InfoModal>
  );
}
