import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../navigation/links';
import { PageHeader } from '../../components/PageHeader';
import { EnrollmentKeyPicker } from '../keys/EnrollmentKeyPicker';
import { JoinInstructions } from '../keys/JoinInstructions';

/** How to add a host: pick (or create) an enrollment key, then follow the steps for its platform. */
export function NewHostPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('newHost.title')} description={t('newHost.description')} docsUrl={docsUrl()} />
      <Stack gap="lg" maw={880}>
        <EnrollmentKeyPicker>
          {(key) =>
            key && (
              <Paper withBorder radius="md" p="lg">
                <JoinInstructions token={key.token} />
              </Paper>
            )
          }
        </EnrollmentKeyPicker>
      </Stack>
    </>
  );
}
