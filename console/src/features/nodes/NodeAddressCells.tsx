import { Table } from '@mantine/core';
import { NoValue } from '../../components/NoValue';
import { addressLine, type NodeView } from './nodeFilters';

/** A node's private addresses and, unless `endpoint` is false, its host's public endpoints, as two cells. */
export function NodeAddressCells({ view, endpoint = true }: { view: NodeView; endpoint?: boolean }) {
  return (
    <>
      <Table.Td ff="monospace" fz="sm">
        {addressLine(view.node.address, view.node.address6) || <NoValue />}
      </Table.Td>
      {endpoint && (
        <Table.Td ff="monospace" fz="sm">
          {addressLine(view.host?.endpointip, view.host?.endpointipv6) || <NoValue />}
        </Table.Td>
      )}
    </>
  );
}
