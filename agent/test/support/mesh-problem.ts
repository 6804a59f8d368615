import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const MESH_TOOLS = ['wg', 'wireguard-go', 'nft', 'ip', 'ping', 'dig'];

function isInstalled(tool: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Why mesh tests (network namespaces, WireGuard, nftables) cannot run here, or null when they can. */
export function meshToolsProblem(): string | null {
  if (process.getuid?.() !== 0) return 'mesh tests need root (network namespaces, interfaces, nftables)';
  const missing = MESH_TOOLS.filter((tool) => !isInstalled(tool));
  return missing.length === 0
    ? null
    : `not installed: ${missing.join(', ')} (mesh tests need ${MESH_TOOLS.join(', ')})`;
}
