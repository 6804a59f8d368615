import { Alert, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ALL_NETWORKS } from '@netloom/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworksQuery } from '../../../api/networks';
import { TitledSection } from '../../../components/TitledSection';
import type { NetworkRoleFormValues } from './networkRoleForm';
import { PermissionGrid } from './PermissionGrid';
import { useScopeLabel } from './useScopeLabel';

interface NetworkRoleFieldsProps {
  form: UseFormReturnType<NetworkRoleFormValues>;
  /** A saved role keeps its network. */
  networkFixed?: boolean;
  /** A built-in role is shown, not edited. */
  readOnly?: boolean;
}

/** Name, network, description, full access and the rights grid of a network role. */
export function NetworkRoleFields({ form, networkFixed = false, readOnly = false }: NetworkRoleFieldsProps) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  const networks = useNetworksQuery().data ?? [];
  const scopes = [ALL_NETWORKS, ...networks.map((network) => network.netid)];
  if (form.values.network && !scopes.includes(form.values.network)) scopes.push(form.values.network);
  const grantsVpn = form.values.grid.remote_access_gw.vpn_access;

  return (
    <Stack gap="md">
      <TextInput
        label={t('roles.form.name')}
        description={t('roles.form.nameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk={!readOnly}
        readOnly={readOnly}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label={t('roles.form.network')}
        description={networkFixed ? t('roles.form.networkFixed') : t('roles.form.networkHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t('roles.form.networkPlaceholder')}
        data={scopes.map((scope) => ({ value: scope, label: scopeLabel(scope) }))}
        withAsterisk={!networkFixed}
        disabled={networkFixed}
        searchable
        allowDeselect={false}
        {...form.getInputProps('network')}
      />
      <Textarea
        label={t('roles.form.description')}
        description={readOnly ? undefined : t('roles.form.descriptionHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={2}
        readOnly={readOnly}
        {...form.getInputProps('description')}
      />
      <Switch
        label={t('roles.form.fullAccess')}
        description={t('roles.form.fullAccessHint')}
        disabled={readOnly}
        {...form.getInputProps('fullAccess', { type: 'checkbox' })}
      />
      {!form.values.fullAccess && (
        <TitledSection title={t('roles.grid.title')} description={t('roles.grid.description')}>
          <PermissionGrid
            grid={form.values.grid}
            onChange={(grid) => form.setFieldValue('grid', grid)}
            readOnly={readOnly}
          />
          {form.errors.grid && (
            <Alert color="red" variant="light" role="alert">
              {form.errors.grid}
            </Alert>
          )}
          {grantsVpn && !readOnly && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('roles.grid.vpnHint')}
            </Alert>
          )}
        </TitledSection>
      )}
    </Stack>
  );
}
