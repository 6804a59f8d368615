/** What the not-found page is told about what was missing: a network, by its id. */
export interface MissingThing {
  missingNetwork: string;
}

/** The not-found page's state for a network route whose network does not exist. */
export function networkNotFound(netid: string): MissingThing {
  return { missingNetwork: netid };
}

/** The network id a not-found page was sent for, if it was sent for one. */
export function missingNetworkOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'missingNetwork' in state && typeof state.missingNetwork === 'string')
    return state.missingNetwork;
  return null;
}
