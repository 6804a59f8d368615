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

/** Saves text as a file through the browser's download. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/config' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url));
}
