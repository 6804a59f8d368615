import { MultiSelect } from '@mantine/core';
import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

interface MembersSelectProps {
  /** The users that can be picked. */
  users: readonly Pick<User, 'username' | 'display_name'>[];
  value: string[];
  onChange: (usernames: string[]) => void;
  label: string;
  description?: string;
}

/** Picks users by username (with their display name, when they have one). */
export function MembersSelect({ users, value, onChange, label, description }: MembersSelectProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={t('groups.form.membersPlaceholder')}
      nothingFoundMessage={t('groups.form.noUsers')}
      data={users.map((user) => ({
        value: user.username,
        label: user.display_name ? `${user.username} (${user.display_name})` : user.username,
      }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      maxDropdownHeight={280}
    />
  );
}
