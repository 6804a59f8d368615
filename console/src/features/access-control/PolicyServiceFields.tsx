import { Select, Stack, TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ACL_CUSTOM_SERVICE, type AclServiceType } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { usePolicyTypesQuery } from '../../api/acls';
import { LabelledSegments } from './LabelledSegments';
import { CUSTOM_PROTOCOLS, type PolicyFormValues } from './policyForm';

/** What a service lets through, e.g. "TCP 80", "UDP, all ports" or "Every protocol, every port". */
function useServiceHint() {
  const { t } = useTranslation();
  return (service: AclServiceType | undefined) => {
    if (!service || service.allowed_protocols.includes('all')) return t('accessControl.form.anyTrafficHint');
    if (service.allow_port_setting) return t('accessControl.form.customHint');
    const protocols = service.allowed_protocols.map((protocol) => protocol.toUpperCase()).join('/');
    if (service.port_range === '') return protocols;
    const ports = /^\d+$/.test(service.port_range) ? service.port_range : t('accessControl.service.allPorts');
    return `${protocols} ${ports}`;
  };
}

/** The policy's service from the server's list (Any, HTTP, SSH, ..., Custom); Custom adds protocol and ports. */
export function PolicyServiceFields({ form }: { form: UseFormReturnType<PolicyFormValues> }) {
  const { t } = useTranslation();
  const services = usePolicyTypesQuery().data?.ProtocolTypes ?? [];
  const hint = useServiceHint();
  const chosen = services.find((service) => service.name === form.values.service);
  return (
    <Stack gap="sm">
      <Select
        label={t('accessControl.form.service')}
        description={hint(chosen)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={services.map((service) => service.name)}
        allowDeselect={false}
        {...form.getInputProps('service')}
      />
      {form.values.service === ACL_CUSTOM_SERVICE && (
        <>
          <LabelledSegments
            label={t('accessControl.form.protocol')}
            data={CUSTOM_PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol.toUpperCase() }))}
            {...form.getInputProps('protocol')}
          />
          <TagsInput
            label={t('accessControl.form.ports')}
            description={t('accessControl.form.portsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t('accessControl.form.portsPlaceholder')}
            splitChars={[',', ' ']}
            clearable
            {...form.getInputProps('ports')}
          />
        </>
      )}
    </Stack>
  );
}
