import { pageTitleKey, type PageTitleKey } from '../../navigation/pageTitles';

/** One crumb: a segment of the path, the address up to it, and how it shows. */
export interface Crumb {
  label: string;
  path: string;
  /** `network`: the network id segment, shown as a network selector. */
  kind: 'page' | 'network';
}

/** Segments that a device (host) id follows. */
export const DEVICE_PARENTS = new Set(['devices', 'hosts']);
/** Segments that another id follows; ids show as they are. */
const ID_PARENTS = new Set(['networks', 'nodes', 'group', 'network-role', 'platform-role']);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Dashes as spaces, every word capitalised: `internet-gateways` reads "Internet Gateways". */
export function crumbLabel(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Breadcrumbs from a path: a segment that names a page shows that page's title in
 * the chosen language (`titleOf`), any other segment capitalised with dashes as spaces; a device id
 * shows its host's name when `hostNameOf` knows it; other ids show as they are; the segment after
 * `networks` that equals the active network is the network selector, labelled with `networkName`
 * when given.
 */
export function buildBreadcrumbs(
  pathname: string,
  context: {
    titleOf: (key: PageTitleKey) => string;
    networkId?: string;
    networkName?: string;
    hostNameOf?: (hostId: string) => string | undefined;
  },
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const inNetwork = segments[0] === 'networks';
  return segments.map((raw, index) => {
    const segment = decodeSegment(raw);
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const previous = index > 0 ? decodeSegment(segments[index - 1]) : '';
    if (index === 1 && previous === 'networks' && segment === context.networkId) {
      return { label: context.networkName || segment, path, kind: 'network' };
    }
    if (DEVICE_PARENTS.has(previous)) {
      return { label: context.hostNameOf?.(segment) ?? segment, path, kind: 'page' };
    }
    if (ID_PARENTS.has(previous)) return { label: segment, path, kind: 'page' };
    const titleKey = pageTitleKey(segment, inNetwork && index === 2);
    return { label: titleKey ? context.titleOf(titleKey) : crumbLabel(segment), path, kind: 'page' };
  });
}
