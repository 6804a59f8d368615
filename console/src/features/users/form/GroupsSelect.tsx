import { MultiSelect } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { UserGroup } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

/** Picks the user groups a user belongs to; each group gives its network roles. */
export function GroupsSelect({ groups, input }: { groups: readonly UserGroup[]; input: GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('users.form.groups')}
      description={t('users.form.groupsHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={groups.length === 0 ? t('users.form.noGroups') : t('users.form.groupsPlaceholder')}
      data={groups.map((group) => ({ value: group.id, label: group.name || group.id }))}
      nothingFoundMessage={t('users.form.nothingFound')}
      searchable
      clearable
      {...input}
    />
  );
}
