import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

/** How long a copy button shows its confirmation. */
export const COPY_CONFIRMATION_MS = 2_000;

/**
 * Copies text; a failure (no permission, or no clipboard on a plain-http address) is logged and
 * shown as 'Failed to copy to clipboard'. Resolves to whether it worked.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Copying to the clipboard failed', error);
    notifications.show({ color: 'red', message: i18n.t('common.copyFailed') });
    return false;
  }
}
