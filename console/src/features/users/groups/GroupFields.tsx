import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NetworkRolesField } from '../roles/NetworkRolesField';
import { groupIdOf } from '@netloom/contract';
import type { GroupFormValues } from './groupForm';

interface GroupFieldsProps {
  form: UseFormReturnType<GroupFormValues>;
  /** Shows the id the name makes, for a group not created yet. */
  showId?: boolean;
  /** A built-in group is shown, not edited. */
  readOnly?: boolean;
}

/** The name, description and network roles of a group. */
export function GroupFields({ form, showId = false, readOnly = false }: GroupFieldsProps) {
  const { t } = useTranslation();
  const id = groupIdOf(form.values.name);
  const nameHint = showId && id ? t('groups.form.groupId', { id }) : t('groups.form.nameHint');
  return (
    <Stack gap="md">
      <TextInput
        label={t('groups.form.name')}
        description={readOnly ? undefined : nameHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk={!readOnly}
        readOnly={readOnly}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('groups.form.description')}
        description={readOnly ? undefined : t('groups.form.descriptionHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={2}
        readOnly={readOnly}
        {...form.getInputProps('description')}
      />
      <NetworkRolesField
        rows={form.values.networkRoles}
        onChange={(rows) => form.setFieldValue('networkRoles', rows)}
        description={t('groups.form.networkRolesHint')}
        error={form.errors.networkRoles}
        readOnly={readOnly}
      />
    </Stack>
  );
}
