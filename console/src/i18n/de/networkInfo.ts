import type { Translation } from '../en';

/** German texts of the Network Info page. */
export const networkInfo: Translation['networkInfo'] = {
  name: 'Anzeigename',
  nameHint: 'So nennt die Konsole das Netzwerk; lassen Sie das Feld leer, um seine ID {{netid}} anzuzeigen.',
  nameReadOnly: 'Nur Administratoren dieses Netzwerks können seinen Namen ändern.',
  update: 'Netzwerk aktualisieren',
  updated: 'Netzwerk {{netid}} aktualisiert',
  netid: 'Netzwerk-ID',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  defaultAcl: 'Standard-Zugriffskontrolle',
  keepalive: 'Standard-Keepalive',
  seconds_one: '{{count}} Sekunde',
  seconds_other: '{{count}} Sekunden',
  mtu: 'Standard-MTU',
  nodeLimit: 'Knotenlimit',
  noLimit: 'Unbegrenzt',
  nodes: 'Knoten',
  clients: 'Clients',
  networkModified: 'Netzwerk zuletzt geändert',
  nodesModified: 'Knoten zuletzt geändert',
};
