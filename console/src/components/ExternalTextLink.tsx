import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { NewTabHint } from './NewTabHint';

/** A small text link to another site, opened in a new tab and marked so. */
export function ExternalTextLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span">
        {label}
        <IconExternalLink size={14} aria-hidden />
        <NewTabHint />
      </Group>
    </Anchor>
  );
}
