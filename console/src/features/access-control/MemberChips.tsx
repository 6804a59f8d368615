import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { AclMember, AclMemberType } from '@netloom/contract';
import {
  IconArrowRight,
  IconArrowsLeftRight,
  IconDevices,
  IconTag,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { memberChips, type EveryoneLabels } from './policyViews';

const KIND_LOOKS: Record<AclMemberType, { color: string; Icon: typeof IconTag }> = {
  tag: { color: 'blue', Icon: IconTag },
  device: { color: 'grape', Icon: IconDevices },
  user: { color: 'teal', Icon: IconUser },
  'user-group': { color: 'orange', Icon: IconUsersGroup },
};

const CHIP_STYLES = {
  root: { maxWidth: 220, height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', lineHeight: 1.25 },
} as const;

/**
 * A policy's sources or destinations as chips: tags, devices by host name, users, groups, or All. A chip
 * of several words wraps rather than cut one off; a single word too long for it ends in an ellipsis,
 * and the chip's tooltip gives it whole.
 */
export function MemberChips({ members, everyone }: { members: readonly AclMember[]; everyone: EveryoneLabels }) {
  return (
    <Group gap={4}>
      {memberChips(members, everyone).map(({ key, kind, label }) => {
        const { color, Icon } = KIND_LOOKS[kind];
        return (
          <Tooltip key={key} label={label} openDelay={300} multiline maw={320}>
            <Badge
              variant="light"
              color={color}
              tt="none"
              leftSection={<Icon size={12} aria-hidden />}
              styles={CHIP_STYLES}
            >
              {label}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The arrow between sources and destinations: one way, or both ways. */
export function DirectionArrow({ bothWays }: { bothWays: boolean }) {
  const { t } = useTranslation();
  const label = t(`accessControl.direction.${bothWays ? 'both-ways' : 'one-way'}`);
  const Icon = bothWays ? IconArrowsLeftRight : IconArrowRight;
  return (
    <Tooltip label={label}>
      <Text component="span" c="dimmed" aria-label={label} role="img" lh={0}>
        <Icon size={20} aria-hidden />
      </Text>
    </Tooltip>
  );
}
