import type { Translation } from '../en';

/** French texts of the Network Info page. */
export const networkInfo: Translation['networkInfo'] = {
  name: 'Nom affiché',
  nameHint: 'Le nom que la console donne au réseau ; laissez vide pour afficher son ID, {{netid}}.',
  nameReadOnly: 'Seuls les administrateurs de ce réseau peuvent modifier son nom.',
  update: 'Mettre à jour le réseau',
  updated: 'Réseau {{netid}} mis à jour',
  netid: 'ID du réseau',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  defaultAcl: 'Contrôle d’accès par défaut',
  keepalive: 'Keepalive persistant par défaut',
  seconds_one: '{{count}} seconde',
  seconds_other: '{{count}} secondes',
  seconds_many: '{{count}} secondes',
  mtu: 'MTU par défaut',
  nodeLimit: 'Limite de nœuds',
  noLimit: 'Aucune limite',
  nodes: 'Nœuds',
  clients: 'Clients',
  networkModified: 'Dernière modification du réseau',
  nodesModified: 'Dernière modification des nœuds',
};
