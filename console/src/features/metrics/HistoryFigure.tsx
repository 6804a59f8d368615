import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface HistoryFigureProps {
  title: string;
  /** What the chart shows in words (lowest, average, highest...), for every reader. */
  summary: string;
  /** Names the chart for screen readers: what it shows of whom over which window. */
  label: string;
  children: ReactNode;
}

/** One history chart as a figure: its title, the chart, and a caption that sums it up. */
export function HistoryFigure({ title, summary, label, children }: HistoryFigureProps) {
  const captionId = useId();
  return (
    <Paper
      component="figure"
      withBorder
      radius="md"
      p="md"
      m={0}
      aria-label={label}
      aria-describedby={captionId}
      style={{ minWidth: 0 }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
        <Text component="figcaption" id={captionId} size="sm" c="dimmed">
          {summary}
        </Text>
      </Stack>
    </Paper>
  );
}
