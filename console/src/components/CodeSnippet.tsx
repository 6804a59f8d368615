import { Box, Code, ScrollArea } from '@mantine/core';
import { CopyButton } from './CopyButton';

interface CodeSnippetProps {
  code: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  /** Scrolls a long text past this height. */
  maxHeight?: number;
}

/** A command, setting or log to paste elsewhere, with its copy button. */
export function CodeSnippet({ code, copyLabel, maxHeight }: CodeSnippetProps) {
  return (
    <Box pos="relative" w="100%">
      <ScrollArea.Autosize mah={maxHeight} type="auto">
        <Code block pr={44} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {code}
        </Code>
      </ScrollArea.Autosize>
      <Box pos="absolute" top={6} right={6}>
        <CopyButton value={code} label={copyLabel} />
      </Box>
    </Box>
  );
}
