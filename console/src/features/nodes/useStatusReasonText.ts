import type { NodeStatusReason, NodeStatusThresholds } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNodeStatusThresholds } from '../../api/nodeStatusThresholds';
import { formatDuration } from '../../components/duration';

/** The reasons that name a threshold of the server, and which one. */
const THRESHOLD_OF_REASON: Partial<Record<NodeStatusReason, keyof NodeStatusThresholds>> = {
  'check-in-over-warning-threshold': 'warningSeconds',
  'check-in-over-error-threshold': 'errorSeconds',
};

/** Words a status reason; one about an old check-in names the threshold the server uses ("more than 2 minutes"). */
export function useStatusReasonText(): (reason: NodeStatusReason) => string {
  const { t, i18n } = useTranslation();
  const thresholds = useNodeStatusThresholds();
  return (reason) => {
    const threshold = THRESHOLD_OF_REASON[reason];
    if (!threshold) return t(`nodeStatus.reasons.${reason}`);
    return t(`nodeStatus.reasons.${reason}`, { duration: formatDuration(thresholds[threshold], i18n.language) });
  };
}
