import type { Translation } from '../en';

/** French texts of the networks list. */
export const networks: Translation['networks'] = {
  title: 'Réseaux',
  description: 'Les réseaux WireGuard privés gérés par ce serveur.',
  create: 'Créer un réseau',
  searchLabel: 'Rechercher des réseaux',
  searchPlaceholder: 'Rechercher par nom ou plage d’adresses',
  name: 'Nom',
  ipv4: 'Plage d’adresses (IPv4)',
  ipv6: 'Plage d’adresses (IPv6)',
  nodes: 'Nœuds',
  hosts: 'Hôtes',
  actions: 'Actions',
  deleteLabel: 'Supprimer le réseau {{netid}}',
  deleteTitle: 'Supprimer le réseau',
  deleteConfirm:
    'Supprimer le réseau {{netid}} ? Ses clés, règles et paramètres sont supprimés. Cette action est irréversible.',
  deleteBlocked: 'Retirez tous les nœuds de ce réseau avant de le supprimer',
  deleted: 'Réseau {{netid}} supprimé',
  deleteFailed: 'Impossible de supprimer le réseau',
  emptyTitle: 'Aucun réseau pour l’instant',
  emptyText: 'Créez un réseau pour donner à vos appareils un espace d’adressage privé et chiffré.',
  noMatches: 'Aucun réseau ne correspond à « {{search}} ».',
  loadFailed: 'Impossible de charger les réseaux',
};

/** French texts of the Create Network form; the contract's validation messages stay as the spec quotes them. */
export const createNetwork: Translation['createNetwork'] = {
  title: 'Créer un réseau',
  name: 'Nom du réseau',
  namePlaceholder: 'p. ex. maillage du bureau',
  nameMessage:
    'Veuillez saisir un nom de réseau. Caractères autorisés : a-z, 0-9, espace, trait de soulignement (_) et trait d’union (-)',
  networkId: 'ID du réseau : {{netid}}',
  duplicate: 'Un réseau nommé {{netid}} existe déjà',
  reserved: '{{netid}} est réservé : les rôles l’emploient pour désigner tous les réseaux. Choisissez un autre nom.',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  ipv4Range: 'Plage d’adresses IPv4',
  ipv6Range: 'Plage d’adresses IPv6',
  ipv4Message: 'La plage d’adresses doit être un CIDR IPv4 valide',
  ipv6Message: 'La plage d’adresses doit être un CIDR IPv6 valide',
  lanWarning:
    'Cette plage d’adresses est souvent utilisée pour les réseaux locaux. Vérifiez qu’elle ne chevauche pas le réseau de votre domicile ou de votre bureau.',
  generateIPv4: 'Générer une plage IPv4 aléatoire',
  generateIPv6: 'Générer une plage IPv6 aléatoire',
  noFamily: 'Activez IPv4, IPv6 ou les deux',
  defaultAcl: 'Contrôle d’accès par défaut',
  defaultAclHint: 'Indique si les nœuds peuvent se joindre tant qu’aucune politique n’en décide autrement.',
  aclRequired: 'Choisissez AUTORISER ou REFUSER',
  allow: 'AUTORISER',
  deny: 'REFUSER',
  submit: 'Créer le réseau',
  created: 'Réseau {{netid}} créé',
  failed: 'Impossible de créer le réseau',
};
