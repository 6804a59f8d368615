import { test } from '@playwright/test';
import type { Netloom } from '../netloom';
import { MeshLab, type LabHost } from './lab';
import { meshNetwork, startMeshServer } from './mesh-server';
import { requireMeshTools } from './mesh-test';

/** A lab for the tests of one file, made before them and removed after them. */
export interface MeshSetup {
  lab: MeshLab;
  server: Netloom;
  /** The token of the network's default enrollment key. */
  token: string;
  /** The machines, by name, not joined yet. */
  hosts: Map<string, LabHost>;
}

/**
 * Makes a lab, a server on its bridge (with extra `settings`), a network and one machine per name
 * before the file's tests (failing without the tools, see `requireMeshTools`), and removes
 * them all after.
 * Call inside `test.describe.serial`; the returned function gives the setup to the tests.
 */
export function useMeshLab(
  netid: string,
  range: string,
  names: string[],
  settings: (lab: MeshLab) => Promise<Record<string, string>> = async () => ({}),
) {
  let setup: MeshSetup | undefined;
  let lab: MeshLab | undefined;
  let server: Netloom | undefined;
  test.setTimeout(120_000);
  test.beforeAll(async () => {
    requireMeshTools();
    lab = new MeshLab();
    server = await startMeshServer(lab, await settings(lab));
    const token = await meshNetwork(server, netid, range);
    setup = { lab, server, token, hosts: new Map(names.map((name) => [name, lab!.addHost(name)])) };
  });
  test.afterAll(async () => {
    await lab?.dispose();
    await server?.dispose();
  });
  return (): MeshSetup => {
    if (!setup) throw new Error('the mesh lab is not set up');
    return setup;
  };
}
