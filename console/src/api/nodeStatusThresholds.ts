import {
  DEFAULT_NODE_STATUS_THRESHOLDS,
  nodeStatusThresholdsSchema,
  type NodeStatusThresholds,
} from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const nodeStatusThresholdKeys = {
  all: [QUERY_ROOTS.server, 'node-status-thresholds'] as const,
};

/**
 * After how long without a check-in the server calls a node warning, then error. Settings of the
 * server, read once; Netmaker's own thresholds until they arrive, and from servers that don't tell.
 */
export function useNodeStatusThresholds(): NodeStatusThresholds {
  const thresholds = useQuery({
    queryKey: nodeStatusThresholdKeys.all,
    queryFn: () => requestRaw(nodeStatusThresholdsSchema, '/v2/nodes/status-thresholds'),
    staleTime: Infinity,
  });
  if (!thresholds.data) return DEFAULT_NODE_STATUS_THRESHOLDS;
  return { warningSeconds: thresholds.data.warning_seconds, errorSeconds: thresholds.data.error_seconds };
}
