import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnrollmentKeyPicker } from '../keys/EnrollmentKeyPicker';
import { JoinInstructions } from '../keys/JoinInstructions';

/** Add Node: enroll a host into this network with one of its keys, following the steps for its platform. */
export function AddNodeModal({ netid, opened, onClose }: { netid: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('nodes.addTitle', { netid })} size="xl">
      <Stack gap="md">
        <EnrollmentKeyPicker netid={netid}>
          {(key) => key && <JoinInstructions token={key.token} />}
        </EnrollmentKeyPicker>
      </Stack>
    </Modal>
  );
}
