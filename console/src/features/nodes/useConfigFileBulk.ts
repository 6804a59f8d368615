import { extClientSchema } from '@netloom/contract';
import { useDeleteExtClientMutation, useUpdateExtClientMutation } from '../../api/extClients';
import type { NodeView } from './nodeFilters';

export type ConfigFileAction = 'enable' | 'disable' | 'delete';

/**
 * Enables, disables or deletes the external clients behind static nodes, one call each; rejects with
 * the first failure after all were tried.
 */
export function useConfigFileBulk() {
  const update = useUpdateExtClientMutation();
  const remove = useDeleteExtClientMutation();
  return async (selection: readonly NodeView[], action: ConfigFileAction) => {
    const results = await Promise.allSettled(
      selection.map(({ node }) => {
        const client = extClientSchema.parse(node.static_node);
        return action === 'delete'
          ? remove.mutateAsync(client)
          : update.mutateAsync({ client, changes: { enabled: action === 'enable' } });
      }),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
