import { MultiSelect, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AclPolicy, AclPolicyType } from '@netloom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltInWords } from '../../i18n/useBuiltInWords';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import { useCreatePolicyMutation, useUpdatePolicyMutation } from '../../api/acls';
import { useNetworkTagsQuery } from '../../api/tags';
import { useUserGroupsQuery, useUsersQuery } from '../../api/users';
import { isAdmin, useSession } from '../../session/session';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import type { NodeView } from '../nodes/nodeFilters';
import { useIsPro } from '../notices/useIsPro';
import { LabelledSegments } from './LabelledSegments';
import { resourceOptions, userSourceOptions, withMembers } from './memberOptions';
import { newPolicyForm, policyFormOf, policyFormProblems, toPolicyRequest, type PolicyDirection } from './policyForm';
import { PolicyEnforcementSection } from './PolicyEnforcementDetails';
import type { PolicyEnforcement } from './policyEnforcement';
import { PolicyServiceFields } from './PolicyServiceFields';
import { useMemberLabels } from './useMemberLabels';

interface PolicyModalProps {
  netid: string;
  /** The policy to edit; none to add one. */
  policy?: AclPolicy;
  /** Whether the policy to edit holds on its hosts. */
  enforcement?: PolicyEnforcement;
  /** The network's nodes and clients, to pick as members. */
  devices: readonly NodeView[];
  onClose: () => void;
}

const DIRECTIONS: readonly PolicyDirection[] = ['both-ways', 'one-way'];

/**
 * Adds or edits a policy: Resources (device policy: tags, nodes or all) or Users (user policy: users
 * or groups to tags, nodes or all); direction, service, name. Checked on submit with the shared rules.
 * Editing a policy also shows which hosts enforce it as saved.
 */
export function PolicyModal({ netid, policy, enforcement, devices, onClose }: PolicyModalProps) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const words = useBuiltInWords();
  const pro = useIsPro();
  const labels = useMemberLabels();
  const tags = useNetworkTagsQuery(netid).data;
  const admin = isAdmin(useSession());
  const users = useUsersQuery(admin).data;
  const userGroups = useUserGroupsQuery(admin).data;
  const create = useCreatePolicyMutation(netid);
  const update = useUpdatePolicyMutation(netid);
  const form = useForm({
    initialValues: policy ? policyFormOf(policy) : newPolicyForm(),
    validate: (values) => problems.byField(policyFormProblems(values)),
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const members = useMemo(() => (policy ? [...policy.src_type, ...policy.dst_type] : []), [policy]);
  const resources = useMemo(
    () => withMembers(resourceOptions(netid, tags ?? [], devices, labels), members, labels),
    [netid, tags, devices, labels, members],
  );
  const userSources = useMemo(
    () => withMembers(userSourceOptions(users ?? [], userGroups ?? [], labels), members, labels),
    [users, userGroups, labels, members],
  );

  const submit = form.onSubmit(async (values) => {
    const name = values.name.trim();
    const request = toPolicyRequest(values, netid);
    const key = policy ? 'save' : 'create';
    const done = await notifyProgress(
      () => (policy ? update.mutateAsync({ ...request, id: policy.id }) : create.mutateAsync(request)),
      {
        pending: t(`accessControl.form.${key}Pending`, { name }),
        success: t(`accessControl.form.${key}Done`, { name }),
        failure: t(`accessControl.form.${key}Failed`, { name }),
      },
    );
    if (done) onClose();
  });

  const sourcesSelect = (field: 'resourceSources' | 'userSources') => (
    <MultiSelect
      label={t('accessControl.form.sources')}
      description={t(`accessControl.form.${field}Hint`)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={field === 'resourceSources' ? resources : userSources}
      searchable
      clearable
      withAsterisk
      nothingFoundMessage={t('accessControl.form.nothingFound')}
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormModal
      title={
        policy
          ? t('accessControl.form.editTitle', { name: words.policyName(policy) })
          : t('accessControl.form.addTitle')
      }
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={policy ? t('common.save') : t('accessControl.form.addSubmit')}
    >
      <TextInput label={t('accessControl.form.name')} data-autofocus withAsterisk {...form.getInputProps('name')} />
      <Tabs
        value={form.values.policyType}
        onChange={(type) => type && form.setFieldValue('policyType', type as AclPolicyType)}
      >
        <Tabs.List>
          <Tabs.Tab value="device-policy">{t('accessControl.types.device-policy')}</Tabs.Tab>
          <Tabs.Tab value="user-policy">{t('accessControl.types.user-policy')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="device-policy" pt="sm">
          {sourcesSelect('resourceSources')}
        </Tabs.Panel>
        <Tabs.Panel value="user-policy" pt="sm">
          {sourcesSelect('userSources')}
        </Tabs.Panel>
      </Tabs>
      <LabelledSegments
        label={t('accessControl.form.direction')}
        data={DIRECTIONS.map((direction) => ({
          value: direction,
          label: t(`accessControl.direction.${direction}`),
          disabled: direction === 'one-way' && !pro,
        }))}
        {...form.getInputProps('direction')}
      />
      <MultiSelect
        label={t('accessControl.form.destinations')}
        description={t('accessControl.form.destinationsHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={resources}
        searchable
        clearable
        withAsterisk
        nothingFoundMessage={t('accessControl.form.nothingFound')}
        {...form.getInputProps('destinations')}
      />
      <PolicyServiceFields form={form} />
      <Textarea
        label={t('accessControl.form.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <Switch label={t('accessControl.form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      {policy && enforcement && <PolicyEnforcementSection name={words.policyName(policy)} enforcement={enforcement} />}
    </FormModal>
  );
}
