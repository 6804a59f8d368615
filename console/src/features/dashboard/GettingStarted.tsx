import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconDeviceDesktopPlus,
  IconLock,
  IconTopologyStar3,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsUrl } from '../../navigation/links';
import { NewTabHint } from '../../components/NewTabHint';
import { TitledSection } from '../../components/TitledSection';
import { CreateNetworkButton } from '../networks/CreateNetworkButton';
import { INVITE_USERS_PATH } from './QuickActions';

interface StepCardProps {
  icon: Icon;
  title: string;
  text: string;
  /** Its one button; none when there is nothing to do yet. */
  action?: ReactNode;
}

/** One getting-started step: an icon, a title, a short text and its button. */
function StepCard({ icon: StepIcon, title, text, action }: StepCardProps) {
  return (
    <Paper component="article" aria-label={title} withBorder radius="md" p="lg">
      <Stack gap="sm" h="100%" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          <StepIcon size={22} aria-hidden />
        </ThemeIcon>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * The dashboard of an install without networks: admins get the steps to a working network (create
 * one, add a device, invite users); others learn that access comes from an admin; both get the docs.
 */
export function GettingStarted({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const docs = docsUrl();
  return (
    <TitledSection title={t('dashboard.gettingStarted.title')} description={t('dashboard.gettingStarted.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
        {admin ? (
          <>
            <StepCard
              icon={IconTopologyStar3}
              title={t('dashboard.gettingStarted.network.title')}
              text={t('dashboard.gettingStarted.network.text')}
              action={<CreateNetworkButton label={t('dashboard.actions.createNetwork')} />}
            />
            <StepCard
              icon={IconDeviceDesktopPlus}
              title={t('dashboard.gettingStarted.device.title')}
              text={t('dashboard.gettingStarted.device.text')}
              action={
                <Button component={Link} to="/hosts-new" variant="light">
                  {t('dashboard.actions.addDevice')}
                </Button>
              }
            />
            <StepCard
              icon={IconUserPlus}
              title={t('dashboard.gettingStarted.users.title')}
              text={t('dashboard.gettingStarted.users.text')}
              action={
                <Button component={Link} to={INVITE_USERS_PATH} variant="light">
                  {t('dashboard.actions.inviteUsers')}
                </Button>
              }
            />
          </>
        ) : (
          <StepCard
            icon={IconLock}
            title={t('dashboard.gettingStarted.noAccess.title')}
            text={t('dashboard.gettingStarted.noAccess.text')}
          />
        )}
        {docs && (
          <StepCard
            icon={IconBook2}
            title={t('dashboard.gettingStarted.docs.title')}
            text={t('dashboard.gettingStarted.docs.text')}
            action={
              <Button component="a" href={docs} target="_blank" rel="noopener noreferrer" variant="light">
                {t('dashboard.actions.readDocs')}
                <NewTabHint />
              </Button>
            }
          />
        )}
      </SimpleGrid>
    </TitledSection>
  );
}
