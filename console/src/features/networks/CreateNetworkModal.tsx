import { ActionIcon, Group, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { isCommonLanRange, isValidNetworkName, normaliseNetworkName, type NetworkUseCase } from '@netloom/contract';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowsShuffle } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errors';
import { useCreateNetworkMutation, useNetworksQuery } from '../../api/networks';
import { networkPath } from '../../navigation/paths';
import { setActiveNetwork } from '../../session/session';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { proposeRange, takenRanges, toCreateNetworkRequest, useCreateNetworkForm } from './createNetworkForm';
import { FormModal } from '../../components/FormModal';
import { UseCaseSelect } from './UseCaseSelect';
import { setNetworkUseCase } from './useCaseStore';

interface CreateNetworkModalProps {
  opened: boolean;
  onClose: () => void;
}

export function CreateNetworkModal({ opened, onClose }: CreateNetworkModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const networks = useNetworksQuery().data ?? [];
  const form = useCreateNetworkForm(networks);
  const create = useCreateNetworkMutation();
  const [useCase, setUseCase] = useState<NetworkUseCase | null>(null);
  const requestClose = useUnsavedChangesGuard(() => form.isDirty() || useCase !== null, onClose);
  const { values } = form;

  const shuffle = (version: 4 | 6) => {
    const field = version === 4 ? 'addressrange' : 'addressrange6';
    form.setFieldValue(field, proposeRange(version, takenRanges(networks)));
    form.setTouched({ ...form.getTouched(), [field]: true });
    form.clearFieldError(field);
  };

  const toggleIPv6 = (event: ChangeEvent<HTMLInputElement>) => {
    form.getInputProps('ipv6', { type: 'checkbox' }).onChange(event);
    if (event.currentTarget.checked && !values.addressrange6) {
      form.setFieldValue('addressrange6', proposeRange(6, takenRanges(networks)));
    }
  };

  const submit = form.onSubmit((formValues) => {
    create.mutate(toCreateNetworkRequest(formValues), {
      onSuccess: (network) => {
        notifications.show({ color: 'green', message: t('createNetwork.created', { netid: network.netid }) });
        setNetworkUseCase(network.netid, useCase);
        setActiveNetwork(network.netid);
        onClose();
        void navigate(networkPath(network.netid, useCase ? 'info' : 'nodes'));
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: t('createNetwork.failed'), message: errorText(error) });
      },
    });
  });

  const normalised = normaliseNetworkName(values.name);
  const showNetworkId = isValidNetworkName(values.name) && normalised !== values.name;

  return (
    <FormModal
      opened={opened}
      title={t('createNetwork.title')}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('createNetwork.submit')}
    >
      <TextInput
        label={t('createNetwork.name')}
        placeholder={t('createNetwork.namePlaceholder')}
        description={showNetworkId ? t('createNetwork.networkId', { netid: normalised }) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Switch label={t('createNetwork.ipv4')} {...form.getInputProps('ipv4', { type: 'checkbox' })} />
      {values.ipv4 && (
        <Stack gap={6}>
          <TextInput
            label={t('createNetwork.ipv4Range')}
            placeholder="100.64.10.0/24"
            rightSectionPointerEvents="all"
            rightSection={<ShuffleButton label={t('createNetwork.generateIPv4')} onClick={() => shuffle(4)} />}
            {...form.getInputProps('addressrange')}
          />
          {isCommonLanRange(values.addressrange) && (
            <Group gap={6} wrap="nowrap" align="flex-start" role="status">
              <IconAlertTriangle size={16} color="var(--mantine-color-yellow-6)" style={{ flexShrink: 0 }} />
              <Text size="xs" c="yellow">
                {t('createNetwork.lanWarning')}
              </Text>
            </Group>
          )}
        </Stack>
      )}
      <Switch
        label={t('createNetwork.ipv6')}
        {...form.getInputProps('ipv6', { type: 'checkbox' })}
        onChange={toggleIPv6}
      />
      {values.ipv6 && (
        <TextInput
          label={t('createNetwork.ipv6Range')}
          placeholder="fd3c:1a2b:3c4d:5e6f::/64"
          rightSectionPointerEvents="all"
          rightSection={<ShuffleButton label={t('createNetwork.generateIPv6')} onClick={() => shuffle(6)} />}
          {...form.getInputProps('addressrange6')}
        />
      )}
      <Select
        label={t('createNetwork.defaultAcl')}
        description={t('createNetwork.defaultAclHint')}
        data={[
          { value: 'yes', label: t('createNetwork.allow') },
          { value: 'no', label: t('createNetwork.deny') },
        ]}
        allowDeselect={false}
        {...form.getInputProps('defaultacl')}
      />
      <UseCaseSelect value={useCase} onChange={setUseCase} hint={t('useCases.createHint')} />
    </FormModal>
  );
}

function ShuffleButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        <IconArrowsShuffle size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
