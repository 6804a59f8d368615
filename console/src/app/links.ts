/** Where the documentation lives; a build setting (spec section 9). */
export const DOCS_URL = import.meta.env.VITE_DOCS_URL || 'https://docs.netmaker.io';

export const UI_VERSION = __NETLOOM_UI_VERSION__;

/** A page of one network; without a known network the networks list stands in (spec section 2). */
export function networkPath(netid: string, section = 'nodes'): string {
  return netid ? `/networks/${encodeURIComponent(netid)}/${section}` : '/networks';
}
