import { Select, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useBuiltInWords } from '../../../i18n/useBuiltInWords';

interface PlatformRoleSelectProps {
  /** The roles that may be given, each described by its `meta_data` (built-in ones in the chosen language). */
  roles: readonly UserRole[];
  loading: boolean;
  input: GetInputPropsReturnType & { value?: string };
}

/** Picks a platform role; the options and the field explain what each role may do. */
export function PlatformRoleSelect({ roles, loading, input }: PlatformRoleSelectProps) {
  const { t } = useTranslation();
  const words = useBuiltInWords();
  const described = new Map(roles.map((role) => [role.id, words.roleDescription(role)]));
  return (
    <Select
      label={t('users.form.platformRole')}
      description={described.get(input.value ?? '') || t('users.form.platformRoleHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={loading ? t('users.form.loading') : undefined}
      data={roles.map((role) => ({ value: role.id, label: role.name || role.id }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {described.get(option.value) && (
            <Text size="xs" c="dimmed">
              {described.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
      allowDeselect={false}
      withAsterisk
      {...input}
    />
  );
}
