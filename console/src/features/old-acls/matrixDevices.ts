import type { AclContainer } from '@netloom/contract';
import type { NodeView } from '../nodes/nodeFilters';

/** A row (and the column of the same name) of the matrix: a host's node or an external client. */
export interface MatrixDevice {
  id: string;
  name: string;
  client: boolean;
  /** Name and id, lower-cased once for the search. */
  searchText: string;
}

export interface MatrixFilter {
  search: string;
  showClients: boolean;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The devices of the matrix, named from the network's nodes: hosts first, then clients, each by
 * name. A device the nodes list doesn't name (yet) goes by its id.
 */
export function matrixDevices(
  matrix: AclContainer,
  views: readonly Pick<NodeView, 'key' | 'name' | 'client'>[],
): MatrixDevice[] {
  const known = new Map(views.map((view) => [view.key, view]));
  const ids = new Set(Object.keys(matrix));
  for (const row of Object.values(matrix)) for (const id of Object.keys(row)) ids.add(id);
  return [...ids]
    .map((id) => {
      const view = known.get(id);
      const name = view?.name ?? id;
      return { id, name, client: Boolean(view?.client), searchText: `${name}\n${id}`.toLowerCase() };
    })
    .sort((a, b) => Number(a.client) - Number(b.client) || byName.compare(a.name, b.name));
}

/** The devices shown: clients only when asked for, and those whose name or id holds the search. */
export function filterDevices(devices: readonly MatrixDevice[], filter: MatrixFilter): MatrixDevice[] {
  const search = filter.search.trim().toLowerCase();
  return devices.filter(
    (device) => (filter.showClients || !device.client) && (!search || device.searchText.includes(search)),
  );
}
