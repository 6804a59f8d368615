import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeView } from './nodeFilters';
import { roleHostBlocker, type GatewayRole } from './nodeRoles';

/** Why a host's node can't take on the role, in words, for a picker; null when it can. */
export function useHostBlockedReason(role: GatewayRole): (view: NodeView) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (view: NodeView) => {
      const blocker = roleHostBlocker(view.node, view.host, role);
      return blocker && t(`nodes.hostBlocked.${blocker}`);
    },
    [role, t],
  );
}
