import { NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { HOST_KEEPALIVE_MAX, HOST_MTU_MAX, HOST_MTU_MIN, NODE_METADATA_MAX_LENGTH } from '@netloom/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_DNS, DNS_PRESETS, type GatewayFormValues } from './gatewayForm';

export type GatewayFieldGroup = 'dns' | 'internetGateway' | 'clientConfig' | 'networkInfo';

interface GatewayFieldsProps {
  values: GatewayFormValues;
  inputProps: (field: keyof GatewayFormValues, options?: GetInputPropsOptions) => GetInputPropsReturnType;
  /** Which groups of settings to show, in this order. */
  groups: readonly GatewayFieldGroup[];
}

/** The settings of a remote-access gateway: client DNS, internet gateway, client MTU and keepalive, network info. */
export function GatewayFields({ values, inputProps, groups }: GatewayFieldsProps) {
  const { t } = useTranslation();
  const dnsOptions = [
    { value: '', label: t('gateways.form.noDns') },
    ...DNS_PRESETS.map((dns) => ({ value: dns.address, label: `${dns.name} ${dns.address}` })),
    { value: CUSTOM_DNS, label: t('gateways.form.customDns') },
  ];
  const fields: Record<GatewayFieldGroup, ReactNode> = {
    dns: (
      <>
        <Select
          label={t('gateways.form.dns')}
          description={t('gateways.form.dnsHint')}
          data={dnsOptions}
          allowDeselect={false}
          withAsterisk={values.internetGateway}
          {...inputProps('dnsChoice')}
        />
        {values.dnsChoice === CUSTOM_DNS && (
          <TextInput
            label={t('gateways.form.customDnsLabel')}
            placeholder="10.0.0.53, 10.0.0.54"
            withAsterisk={values.internetGateway}
            {...inputProps('customDns')}
          />
        )}
      </>
    ),
    internetGateway: (
      <Switch
        label={t('gateways.form.internetGateway')}
        description={t('gateways.form.internetGatewayHint')}
        {...inputProps('internetGateway', { type: 'checkbox' })}
      />
    ),
    clientConfig: (
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={t('gateways.form.mtu')}
          min={HOST_MTU_MIN}
          max={HOST_MTU_MAX}
          allowDecimal={false}
          clampBehavior="none"
          {...inputProps('mtu')}
        />
        <NumberInput
          label={t('gateways.form.keepalive')}
          min={0}
          max={HOST_KEEPALIVE_MAX}
          allowDecimal={false}
          clampBehavior="none"
          {...inputProps('keepalive')}
        />
      </SimpleGrid>
    ),
    networkInfo: (
      <Textarea
        label={t('gateways.form.networkInfo')}
        description={t('gateways.form.networkInfoCount', {
          count: values.metadata.length,
          max: NODE_METADATA_MAX_LENGTH,
        })}
        placeholder={t('gateways.form.networkInfoPlaceholder')}
        autosize
        minRows={2}
        {...inputProps('metadata')}
      />
    ),
  };
  return (
    <>
      {groups.map((group) => (
        <Fragment key={group}>{fields[group]}</Fragment>
      ))}
    </>
  );
}
