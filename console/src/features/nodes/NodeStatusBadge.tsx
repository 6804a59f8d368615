import { Badge, Tooltip } from '@mantine/core';
import type { NodeStatus, NodeStatusReason } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './nodeHealth';
import { useStatusReasonText } from './useStatusReasonText';

/** A node's (or host's) health with the reason on hover and focus. */
export function NodeStatusBadge({ status, reason }: { status: NodeStatus; reason: NodeStatusReason | null }) {
  const { t } = useTranslation();
  const reasonText = useStatusReasonText();
  const label = t(`nodeStatus.${status}`);
  const badge = (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tabIndex={reason ? 0 : undefined}
      aria-label={reason ? `${label}: ${reasonText(reason)}` : label}
    >
      {label}
    </Badge>
  );
  if (!reason) return badge;
  return (
    <Tooltip
      label={reasonText(reason)}
      withArrow
      multiline
      maw={280}
      events={{ hover: true, focus: true, touch: false }}
    >
      {badge}
    </Tooltip>
  );
}
