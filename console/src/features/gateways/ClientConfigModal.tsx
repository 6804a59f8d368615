import { Alert, Button, Center, Group, Loader, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { ExtClient } from '@netloom/contract';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { CodeSnippet } from '../../components/CodeSnippet';
import { InfoModal } from '../../components/InfoModal';
import type { NodeView } from '../nodes/nodeFilters';
import { BlobImage } from './BlobImage';
import { ClientScripts } from './ClientScripts';
import { gatewayEndpoints } from './gatewayViews';
import { useClientConfigQr, useClientConfigText } from './useClientConfig';
import { downloadFile } from '../../components/download';

interface ClientConfigModalProps {
  client: ExtClient;
  /** The client's gateway, whose endpoints the config may use. */
  gateway: NodeView | undefined;
  onClose: () => void;
}

/** The client's WireGuard config: as text to copy or download, and as a QR code for phones. */
export function ClientConfigModal({ client, gateway, onClose }: ClientConfigModalProps) {
  const { t } = useTranslation();
  const endpoints = gateway ? gatewayEndpoints(gateway) : [];
  const [endpoint, setEndpoint] = useState(endpoints[0] ?? '');
  const config = useClientConfigText(client, endpoint);
  const qr = useClientConfigQr(client, endpoint);
  const failure = config.error ?? qr.error;
  const fileName = `${client.clientid}.conf`;

  return (
    <InfoModal title={t('gateways.config.title', { name: client.clientid })} onClose={onClose}>
      <Stack gap="md">
        <Select
          label={t('gateways.config.endpoint')}
          description={t('gateways.config.endpointHint')}
          data={endpoints}
          value={endpoint || null}
          onChange={(value) => value && setEndpoint(value)}
          allowDeselect={false}
          disabled={endpoints.length < 2}
        />
        <ClientScripts client={client} />
        {endpoints.length === 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t('gateways.config.noEndpoint')}
          </Alert>
        )}
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={t('gateways.config.loadFailed')}
          >
            {errorText(failure)}
          </Alert>
        )}
        {config.isFetching && !config.data ? (
          <Skeleton height={180} aria-label={t('gateways.config.loading')} />
        ) : (
          config.data !== undefined && (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('gateways.config.file')}
              </Text>
              <CodeSnippet code={config.data} copyLabel={t('gateways.config.copy')} maxHeight={280} />
              <Group justify="flex-end">
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => downloadFile(new Blob([config.data], { type: 'application/config' }), fileName)}
                >
                  {t('gateways.config.download', { fileName })}
                </Button>
              </Group>
            </Stack>
          )
        )}
        {endpoint && !qr.error && (
          <Stack gap={6} align="center">
            <Text size="sm" fw={500} style={{ alignSelf: 'flex-start' }}>
              {t('gateways.config.qr')}
            </Text>
            {qr.data ? (
              <BlobImage blob={qr.data} alt={t('gateways.config.qrAlt', { name: client.clientid })} size={240} />
            ) : (
              <Center w={240} h={240}>
                <Loader aria-label={t('gateways.config.loading')} />
              </Center>
            )}
          </Stack>
        )}
      </Stack>
    </InfoModal>
  );
}
