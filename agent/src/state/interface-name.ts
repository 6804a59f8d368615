/** What Linux takes as an interface name, without a slash, space or `..` that could reach into a path. */
const INTERFACE_NAME = /^[A-Za-z0-9_=+.-]{1,15}$/;

/** How an interface name must look, for the message that refuses one. */
export const INTERFACE_NAME_RULE =
  '1 to 15 letters, digits or _=+.- (15: Linux IFNAMSIZ less its final zero), not . or ..';

export function isInterfaceName(name: string): boolean {
  return INTERFACE_NAME.test(name) && name !== '.' && name !== '..';
}
