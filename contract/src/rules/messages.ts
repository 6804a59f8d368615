/** User-facing validation messages, worded exactly as Netmaker's console words them. */
export const NETWORK_NAME_MESSAGE =
  'Please enter a network name. Valid characters are a-z, 0-9, space, underscore (_) and hypen (-)';
export const IPV4_RANGE_MESSAGE = 'Address range must be a valid IPv4 CIDR';
export const IPV6_RANGE_MESSAGE = 'Address range must be a valid IPv6 CIDR';
export const LAN_RANGE_WARNING =
  'This IP range is commonly used for LANs. Confirm that it does not overlap with your home or office network.';
