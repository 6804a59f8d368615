import { List, Text } from '@mantine/core';

interface ConfirmListProps {
  text: string;
  /** What the change affects, one a line; nothing is listed when empty. */
  items: readonly string[];
  monospace?: boolean;
}

/** A confirmation's question with the names, ranges or hosts it affects listed under it. */
export function ConfirmList({ text, items, monospace = false }: ConfirmListProps) {
  return (
    <>
      <Text size="sm">{text}</Text>
      {items.length > 0 && (
        <List size="sm" mt="xs" mah={240} style={{ overflowY: 'auto' }} ff={monospace ? 'monospace' : undefined}>
          {items.map((item, index) => (
            <List.Item key={`${index} ${item}`}>{item}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}
