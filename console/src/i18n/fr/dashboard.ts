import type { Translation } from '../en';

/** French texts of the dashboard. */
export const dashboard: Translation['dashboard'] = {
  welcome: 'Bienvenue, {{username}}',
  description: 'Vos réseaux en un coup d’œil.',
  loadFailed: 'Impossible de charger le tableau de bord',
  quickActions: 'Actions rapides',
  actions: {
    createNetwork: 'Créer un réseau',
    addDevice: 'Ajouter un appareil',
    enrollmentKeys: 'Clés d’inscription',
    inviteUsers: 'Inviter des utilisateurs',
    readDocs: 'Lire la documentation',
  },
  totals: {
    label: 'Totaux',
    networks: 'Réseaux',
    devices: 'Appareils',
    nodes: 'Nœuds',
    clients: 'Clients distants',
  },
  networks: 'Réseaux',
  network: {
    nodes: 'Nœuds',
    healthLabel: 'Nœuds de {{name}} par état de santé',
    health: {
      healthy: 'Sain',
      warning: 'Avertissement',
      error: 'Erreur',
      offline: 'Hors ligne',
    },
    noNodes: 'Aucun nœud pour l’instant',
    gateways: 'Passerelles',
    gatewayKinds: {
      relays: 'Relais',
      remote_access: 'Accès distant',
      egress: 'Sortie',
      internet: 'Accès Internet',
    },
    clients: 'Clients distants',
    clientsEnabled: '{{enabled}} sur {{total}} activés',
  },
  gettingStarted: {
    title: 'Premiers pas',
    description: 'Quelques étapes suffisent pour passer d’un serveur vide à des appareils connectés.',
    network: {
      title: 'Créer un réseau',
      text: 'Un réseau est une plage d’adresses privée que partagent vos appareils. Créez-en un pour commencer à les connecter.',
    },
    device: {
      title: 'Ajouter un appareil',
      text: 'Créez une clé d’inscription, puis lancez l’agent avec cette clé sur une machine : elle rejoint les réseaux de la clé.',
    },
    users: {
      title: 'Inviter des utilisateurs',
      text: 'Envoyez un lien d’invitation : chaque personne choisit un mot de passe ou se connecte par authentification unique.',
    },
    docs: {
      title: 'Lire la documentation',
      text: 'Découvrez comment s’articulent les réseaux, les passerelles, le contrôle d’accès et l’accès distant.',
    },
    noAccess: {
      title: 'Aucun réseau pour vous pour l’instant',
      text: 'Un administrateur vous donne accès à des réseaux via vos groupes ou vos rôles réseau. Ils s’afficheront ici.',
    },
  },
};
