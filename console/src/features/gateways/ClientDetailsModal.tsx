import { Badge, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { formatLongDate, type ExtClient } from '@netloom/contract';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact';
import { InfoModal } from '../../components/InfoModal';
import { AddressList } from '../../components/AddressList';

interface ClientDetailsModalProps {
  client: ExtClient;
  gatewayName: string;
  onClose: () => void;
  /** Opens the config; absent for those who may not see it. */
  onViewConfig?: () => void;
}

/** Everything about one VPN config file. */
export function ClientDetailsModal({ client, gatewayName, onClose, onViewConfig }: ClientDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <InfoModal title={t('gateways.details.title', { name: client.clientid })} onClose={onClose}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('gateways.clients.columns.id')}>{client.clientid}</Fact>
          <Fact label={t('gateways.clients.columns.enabled')}>
            <Badge variant="light" color={client.enabled ? 'green' : 'gray'}>
              {t(client.enabled ? 'gateways.details.enabled' : 'gateways.details.disabled')}
            </Badge>
          </Fact>
          <Fact label={t('gateways.clients.columns.owner')}>{client.ownerid}</Fact>
          <Fact label={t('gateways.clients.columns.gateway')}>{gatewayName}</Fact>
          <Fact label={t('gateways.details.address')}>
            <AddressList addresses={[client.address, client.address6].filter(Boolean)} />
          </Fact>
          <Fact label={t('gateways.form.extraAddresses')}>
            {(client.extraallowedips ?? []).length > 0 && <AddressList addresses={client.extraallowedips ?? []} />}
          </Fact>
          <Fact label={t('gateways.details.endpoint')}>{client.ingressgatewayendpoint}</Fact>
          <Fact label={t('gateways.form.clientDns')}>{client.dns}</Fact>
          <Fact label={t('gateways.details.lastModified')}>
            {client.lastmodified > 0 ? formatLongDate(client.lastmodified * 1000) : ''}
          </Fact>
          <Fact label={t('gateways.form.publicKey')}>{client.publickey}</Fact>
          <Fact label={t('gateways.form.postUp')}>{client.postup}</Fact>
          <Fact label={t('gateways.form.postDown')}>{client.postdown}</Fact>
        </SimpleGrid>
        {onViewConfig && (
          <Group justify="flex-end">
            <Button leftSection={<IconFileText size={16} aria-hidden />} onClick={onViewConfig}>
              {t('gateways.clients.actions.viewConfig')}
            </Button>
          </Group>
        )}
      </Stack>
    </InfoModal>
  );
}
