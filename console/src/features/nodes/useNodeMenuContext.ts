import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import type { NodeMenuContext } from './NodeActionsMenu';
import { fetchFirstNodeRows } from './useNodeRows';

/** What the node menus' confirmations name: a gateway's config files (fetched when asked) and the failover host. */
export function useNodeMenuContext(netid: string, failoverHost: string | null): NodeMenuContext {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      failoverHost,
      configFilesOf: async (gatewayId: string) => {
        try {
          const page = await fetchFirstNodeRows(queryClient, netid, { kind: 'config-files', gateway_id: gatewayId });
          return page.rows.map((row) => row.name);
        } catch (error) {
          notifications.show({ color: 'red', title: t('nodes.loadFailed'), message: errorText(error) });
          return null;
        }
      },
    }),
    [failoverHost, netid, queryClient, t],
  );
}
