import type { ExtClient } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { extClientKeys, fetchClientConfig } from '../../api/extClients';

/** The client's WireGuard config text through the gateway endpoint `preferredip`. */
export function useClientConfigText(client: ExtClient, preferredip: string) {
  return useQuery({
    queryKey: extClientKeys.config(client, 'file', preferredip),
    queryFn: () => fetchClientConfig(client, 'file', preferredip).then((file) => file.text()),
    enabled: preferredip !== '',
    gcTime: 0,
  });
}

/** The config as a QR code image (PNG). */
export function useClientConfigQr(client: ExtClient, preferredip: string) {
  return useQuery({
    queryKey: extClientKeys.config(client, 'qr', preferredip),
    queryFn: () => fetchClientConfig(client, 'qr', preferredip),
    enabled: preferredip !== '',
    gcTime: 0,
  });
}
