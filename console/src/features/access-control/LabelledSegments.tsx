import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';

/** A segmented control under a visible label that names it for screen readers too. */
export function LabelledSegments({ label, ...props }: SegmentedControlProps & { label: string }) {
  const id = useId();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...props} />
    </Stack>
  );
}
