import type { Translation } from '../en';

/** French words of what the server makes by itself: default policies, built-in roles and groups. */
export const builtIn: Translation['builtIn'] = {
  policies: {
    allNodes: {
      name: 'Tous les nœuds',
      description: 'Chaque appareil du réseau peut joindre tous les autres, dans les deux sens.',
    },
    allGateways: {
      name: 'Toutes les passerelles',
      description: 'Les passerelles du réseau peuvent joindre chaque appareil, et chaque appareil ses passerelles.',
    },
    allUsers: {
      name: 'Tous les utilisateurs',
      description: 'Les clients d’accès distant des utilisateurs peuvent joindre chaque appareil.',
    },
  },
  roles: {
    'super-admin': 'Possède la plateforme : accès complet, et seul à pouvoir créer des administrateurs.',
    admin: 'Accès complet à tous les réseaux et utilisateurs.',
    'platform-user': 'Voit ce à quoi ses groupes donnent accès et ne modifie que ce que leurs rôles réseau permettent.',
    auditor: 'Voit tout, ne modifie rien.',
    'service-user': 'Utilise l’API et les clients d’accès distant ; ne peut pas se connecter à la console.',
    'global-network-admin': 'Gère tous les réseaux.',
    'global-network-user': 'Utilise tous les réseaux par accès distant.',
    'network-admin': 'Gère le réseau {{netid}}.',
    'network-user': 'Utilise le réseau {{netid}} par accès distant.',
  },
  groups: {
    'global-network-admin': 'Les membres gèrent tous les réseaux.',
    'global-network-user': 'Les membres utilisent tous les réseaux.',
    'network-admin': 'Les membres gèrent le réseau {{netid}}.',
    'network-user': 'Les membres utilisent le réseau {{netid}}.',
  },
};
