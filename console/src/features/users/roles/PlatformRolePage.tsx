import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useBuiltInWords } from '../../../i18n/useBuiltInWords';
import { Link, Navigate } from 'react-router';
import { Fact } from '../../../components/Fact';
import { PageHeader } from '../../../components/PageHeader';
import { TitledSection } from '../../../components/TitledSection';
import { BuiltInBadge } from './BuiltInBadge';
import { RoleLoader } from './RoleLoader';
import { platformRoleTemplate } from './platformRoleTemplates';
import { networkRolePath, ROLES_TAB_PATH } from './rolePaths';

/** `/users/platform-role/{roleId}`: a built-in platform role and what it may do, read-only. */
export function PlatformRolePage() {
  const { t } = useTranslation();
  return (
    <RoleLoader
      missingTitle={t('roles.platform.missingTitle')}
      missingText={(roleId) => t('roles.platform.missingText', { roleId })}
    >
      {(role) =>
        role.network_id ? <Navigate to={networkRolePath(role.id)} replace /> : <PlatformRoleDetails role={role} />
      }
    </RoleLoader>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} tt="none" fw={500}>
      {value ? t('roles.yes') : t('roles.no')}
    </Badge>
  );
}

function PlatformRoleDetails({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const words = useBuiltInWords();
  const template = platformRoleTemplate(role.id, t);
  return (
    <>
      <PageHeader
        title={role.name || role.id}
        description={t('roles.platform.pageDescription')}
        actions={<BuiltInBadge />}
      />
      <Stack gap="lg" maw={920}>
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Fact label={t('roles.platform.facts.id')}>{role.id}</Fact>
            <Fact label={t('roles.platform.facts.description')}>{words.roleDescription(role)}</Fact>
            <Fact label={t('roles.platform.facts.dashboard')}>
              {role.deny_dashboard_access ? t('roles.platform.dashboardDenied') : t('roles.platform.dashboardAllowed')}
            </Fact>
            <Fact label={t('roles.platform.facts.fullAccess')}>
              <YesNo value={role.full_access} />
            </Fact>
          </SimpleGrid>
        </Paper>
        <TitledSection title={t('roles.platform.templateTitle')}>
          <Paper withBorder radius="md" p="lg">
            {template ? (
              <Stack gap="sm">
                <Text fw={600}>{template.summary}</Text>
                <List spacing="xs" size="sm">
                  {template.abilities.map((ability) => (
                    <List.Item key={ability}>{ability}</List.Item>
                  ))}
                </List>
              </Stack>
            ) : (
              <Text size="sm">{t('roles.platform.unknownTemplate')}</Text>
            )}
          </Paper>
        </TitledSection>
        <Group>
          <Button variant="default" component={Link} to={ROLES_TAB_PATH}>
            {t('roles.details.back')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
