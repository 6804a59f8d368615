import { notifications } from '@mantine/notifications';
import { errorText } from '../api/errors';

interface ProgressTexts {
  pending: string;
  success: string;
  failure: string;
}

/**
 * Runs a change with a notification that spins while it runs, then says it worked or shows the
 * failure with the server's message. Resolves to whether it worked.
 */
export async function notifyProgress(work: () => Promise<unknown>, texts: ProgressTexts): Promise<boolean> {
  const id = notifications.show({ loading: true, message: texts.pending, autoClose: false, withCloseButton: false });
  try {
    await work();
    notifications.update({
      id,
      loading: false,
      color: 'green',
      message: texts.success,
      autoClose: 4000,
      withCloseButton: true,
    });
    return true;
  } catch (error) {
    notifications.update({
      id,
      loading: false,
      color: 'red',
      title: texts.failure,
      message: errorText(error),
      autoClose: 8000,
      withCloseButton: true,
    });
    return false;
  }
}
