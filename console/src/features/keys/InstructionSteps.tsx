import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { CodeSnippet } from '../../components/CodeSnippet';

/** One numbered step: what to do, and the command to copy when there is one. */
export interface InstructionStep {
  id: string;
  title: string;
  text: string;
  command?: { code: string; copyLabel: string };
}

/** Steps to follow in order, numbered, each command with its copy button. */
export function InstructionSteps({ steps }: { steps: InstructionStep[] }) {
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Group key={step.id} component="li" align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon variant="light" radius="xl" size={26} aria-hidden>
            <Text size="xs" fw={700}>
              {index + 1}
            </Text>
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {step.title}
            </Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
            {step.command && <CodeSnippet code={step.command.code} copyLabel={step.command.copyLabel} />}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
