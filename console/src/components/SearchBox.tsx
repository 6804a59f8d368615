import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A search field named for what it searches. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={240}
    />
  );
}
