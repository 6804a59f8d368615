import { Select } from '@mantine/core';

/** The option that lifts the filter: no action, object type or network id is spelt so. */
const ANY = '*';

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The label of the option that lifts the filter ("Any action"). */
  anyLabel: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T | null) => void;
  width: number;
  searchable?: boolean;
}

/** A filter that keeps one value, or any: picked with the mouse or the keyboard, "any" included. */
export function ChoiceFilter<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
  width,
  searchable = false,
}: ChoiceFilterProps<T>) {
  return (
    <Select
      label={label}
      value={value ?? ANY}
      onChange={(picked) => onChange(picked === null || picked === ANY ? null : (picked as T))}
      data={[{ value: ANY, label: anyLabel }, ...options]}
      allowDeselect={false}
      searchable={searchable}
      w={width}
    />
  );
}
