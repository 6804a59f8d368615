import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NetworkRoleEditor } from './NetworkRoleEditor';
import { RoleLoader } from './RoleLoader';
import { platformRolePath } from './rolePaths';

/** `/users/network-role/{roleId}`: one network role, editable unless Netloom made it. */
export function NetworkRoleDetailsPage() {
  const { t } = useTranslation();
  return (
    <RoleLoader
      missingTitle={t('roles.details.missingTitle')}
      missingText={(roleId) => t('roles.details.missingText', { roleId })}
    >
      {(role) =>
        role.network_id ? (
          <NetworkRoleEditor key={role.id} role={role} />
        ) : (
          <Navigate to={platformRolePath(role.id)} replace />
        )
      }
    </RoleLoader>
  );
}
