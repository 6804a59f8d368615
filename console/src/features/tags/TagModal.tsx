import { MultiSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiHost, TagListResp } from '@netloom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTagMutation, useUpdateTagMutation } from '../../api/tags';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import type { NodeView } from '../nodes/nodeFilters';
import {
  EMPTY_TAG_FORM,
  memberOptionGroups,
  tagCandidates,
  tagFormNameProblem,
  tagFormOf,
  tagMemberViews,
  toCreateTagRequest,
  toUpdateTagRequest,
} from './tagForm';

interface TagModalProps {
  netid: string;
  /** The network's nodes and config files, to pick members from. */
  networkViews: readonly NodeView[];
  hosts: readonly ApiHost[];
  /** The tag to edit; none to create one. */
  tag?: TagListResp;
  onClose: () => void;
}

/** Creates a tag with its members, or renames one and changes its members in one save. */
export function TagModal({ netid, networkViews, hosts, tag, onClose }: TagModalProps) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const create = useCreateTagMutation();
  const update = useUpdateTagMutation();
  const candidates = useMemo(
    () => tagCandidates(networkViews, tag ? tagMemberViews(tag, hosts) : []),
    [networkViews, tag, hosts],
  );
  const options = useMemo(
    () =>
      memberOptionGroups(candidates).map(({ kind, items }) => ({
        group: t(`tags.form.groups.${kind}`),
        items: items.map((view) => ({ value: view.key, label: view.name })),
      })),
    [candidates, t],
  );
  const form = useForm({
    initialValues: tag ? tagFormOf(tag, hosts) : EMPTY_TAG_FORM,
    validate: { name: (name) => problems.sentence(tagFormNameProblem(name)) },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async (values) => {
    const name = values.name.trim();
    const step = tag ? 'save' : 'create';
    const work = tag
      ? () => update.mutateAsync({ netid, request: toUpdateTagRequest(tag, values, candidates) })
      : () => create.mutateAsync({ netid, request: toCreateTagRequest(netid, values, candidates) });
    const done = await notifyProgress(work, {
      pending: t(`tags.${step}Pending`, { name }),
      success: t(`tags.${step}Done`, { name }),
      failure: t(`tags.${step}Failed`, { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={tag ? t('tags.editTitle', { name: tag.tag_name }) : t('tags.createTitle')}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={tag ? t('common.save') : t('tags.create')}
    >
      <TextInput
        label={t('tags.form.name')}
        description={t('tags.form.nameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
      />
      <MultiSelect
        label={t('tags.form.members')}
        description={t('tags.form.membersHint')}
        placeholder={t('tags.form.membersPlaceholder')}
        nothingFoundMessage={t('tags.form.nothingFound')}
        data={options}
        searchable
        maxDropdownHeight={320}
        {...form.getInputProps('members')}
      />
    </FormModal>
  );
}
