import { Text } from '@mantine/core';

/**
 * The dash that stands for an empty value, the same everywhere: one glyph, dimmed, in the text font
 * even inside a monospace cell (where a dash would look shorter).
 */
export function NoValue() {
  return (
    <Text span inherit c="dimmed" ff="text">
      —
    </Text>
  );
}
