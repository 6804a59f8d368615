import { Alert, Button, Group, Stack, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { SECTION_ICONS } from './sectionIcons';

interface AccessModelNoticeProps extends Pick<AlertProps, 'color' | 'mb'> {
  netid: string;
  icon: ReactNode;
  title: string;
  /** Its sentences, one paragraph each; null ones are left out. */
  lines: (string | null)[];
  /** The page of the other access model, and the label of the way there. */
  other: 'acls' | 'old-acls';
  otherLabel: string;
}

/** Which access model a network page is about (in force or not), what that means, and the way to the other one. */
export function AccessModelNotice({ netid, icon, title, lines, other, otherLabel, ...alert }: AccessModelNoticeProps) {
  const OtherIcon = SECTION_ICONS[other];
  return (
    <Alert variant="light" role="note" icon={icon} title={title} {...alert}>
      <Stack gap="xs">
        {lines.map(
          (line) =>
            line && (
              <Text key={line} size="sm">
                {line}
              </Text>
            ),
        )}
        <Group>
          <Button
            component={Link}
            to={networkPath(netid, other)}
            variant="default"
            size="xs"
            leftSection={<OtherIcon size={16} aria-hidden />}
          >
            {otherLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
