import type { Translation } from '../en';

/** German words of what the server makes by itself: default policies, built-in roles and groups. */
export const builtIn: Translation['builtIn'] = {
  policies: {
    allNodes: {
      name: 'Alle Knoten',
      description: 'Jedes Gerät des Netzwerks darf jedes andere erreichen, in beide Richtungen.',
    },
    allGateways: {
      name: 'Alle Gateways',
      description: 'Die Gateways des Netzwerks dürfen jedes Gerät erreichen und jedes Gerät seine Gateways.',
    },
    allUsers: {
      name: 'Alle Benutzer',
      description: 'Die Remote-Access-Clients der Benutzer dürfen jedes Gerät erreichen.',
    },
  },
  roles: {
    'super-admin': 'Besitzt die Plattform: voller Zugriff und als einzige Rolle das Recht, Administratoren anzulegen.',
    admin: 'Voller Zugriff auf alle Netzwerke und Benutzer.',
    'platform-user': 'Sieht, worauf seine Gruppen Zugriff geben, und ändert nur, was deren Netzwerkrollen erlauben.',
    auditor: 'Sieht alles, ändert nichts.',
    'service-user': 'Nutzt die API und Remote-Access-Clients; kann sich nicht an der Konsole anmelden.',
    'global-network-admin': 'Verwaltet alle Netzwerke.',
    'global-network-user': 'Nutzt alle Netzwerke über Remote Access.',
    'network-admin': 'Verwaltet das Netzwerk {{netid}}.',
    'network-user': 'Nutzt das Netzwerk {{netid}} über Remote Access.',
  },
  groups: {
    'global-network-admin': 'Die Mitglieder verwalten alle Netzwerke.',
    'global-network-user': 'Die Mitglieder nutzen alle Netzwerke.',
    'network-admin': 'Die Mitglieder verwalten das Netzwerk {{netid}}.',
    'network-user': 'Die Mitglieder nutzen das Netzwerk {{netid}}.',
  },
};
