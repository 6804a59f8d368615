import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNetworkRolesQuery, usePlatformRolesQuery } from '../../../api/users';
import { EmptyNote } from '../../../components/EmptyNote';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { SearchBox } from '../../../components/SearchBox';
import { TitledSection } from '../../../components/TitledSection';
import { searchRoles, sortNetworkRoles } from './networkRoleRules';
import { NetworkRolesTable } from './NetworkRolesTable';
import { PlatformRolesTable } from './PlatformRolesTable';
import { CREATE_NETWORK_ROLE_PATH } from './rolePaths';

/** The Roles tab of the Users page: the built-in platform roles, and the network roles with their creation. */
export function RolesTab() {
  const { t } = useTranslation();
  const platform = usePlatformRolesQuery();
  const network = useNetworkRolesQuery();
  const [search, setSearch] = useState('');
  const networkRoles = useMemo(() => sortNetworkRoles(network.data ?? []), [network.data]);
  const matches = useMemo(() => searchRoles(networkRoles, search), [networkRoles, search]);

  let networkContent;
  if (network.isError) networkContent = <LoadErrorAlert title={t('roles.loadFailed')} error={network.error} />;
  else if (network.isSuccess && networkRoles.length === 0) {
    networkContent = <EmptyNote>{t('roles.network.empty')}</EmptyNote>;
  } else if (network.isSuccess && matches.length === 0) {
    networkContent = <EmptyNote>{t('roles.network.noMatches')}</EmptyNote>;
  } else networkContent = <NetworkRolesTable roles={matches} loading={network.isPending} />;

  return (
    <Stack gap="xl">
      <TitledSection title={t('roles.platform.title')} description={t('roles.platform.description')}>
        {platform.isError ? (
          <LoadErrorAlert title={t('roles.loadFailed')} error={platform.error} />
        ) : (
          <PlatformRolesTable roles={platform.data ?? []} loading={platform.isPending} />
        )}
      </TitledSection>
      <TitledSection
        title={t('roles.network.title')}
        description={t('roles.network.description')}
        actions={
          <Group gap="sm">
            <SearchBox label={t('roles.network.search')} value={search} onChange={setSearch} />
            <Button component={Link} to={CREATE_NETWORK_ROLE_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('roles.network.create')}
            </Button>
          </Group>
        }
      >
        {networkContent}
      </TitledSection>
    </Stack>
  );
}
