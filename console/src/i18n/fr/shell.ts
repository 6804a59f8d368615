import type { Translation } from '../en';

/** French texts of the console's frame: navigation, header, account menu and footer. */
export const nav: Translation['nav'] = {
  main: 'Navigation principale',
  toggle: 'Afficher ou masquer la navigation',
  dashboard: 'Tableau de bord',
  allDevices: 'Tous les appareils',
  userManagement: 'Gestion des utilisateurs',
  keys: 'Clés',
  audit: 'Journal d’audit',
  serverSettings: 'Paramètres du serveur',
  networks: 'Réseaux',
  network: 'Réseau',
  addNetwork: 'Ajouter un réseau',
  adminOnly: 'Seuls les administrateurs peuvent ajouter des réseaux',
  allNetworks: 'Tous les réseaux',
  newNetwork: 'Nouveau réseau',
  nodeCount_one: '{{count}} nœud',
  nodeCount_other: '{{count}} nœuds',
  nodeCount_many: '{{count}} nœuds',
  breadcrumbs: 'Fil d’Ariane',
  documentation: 'Documentation',
  home: 'Accueil Netloom',
  skipToContent: 'Aller au contenu',
  pinSidebar: 'Épingler la barre latérale',
  unpinSidebar: 'Détacher la barre latérale',
  switchNetwork: 'Réseau {{netid}}, changer de réseau',
  networkPages: 'Pages de {{netid}}',
  tenants: 'Locataires',
};

/** French names of the console's edition and versions. */
export const shell: Translation['shell'] = {
  community: 'Community',
  pro: 'Pro',
  uiVersion: 'Interface v{{version}}',
  serverVersion: 'Serveur v{{version}}',
};

/** French texts of the live updates indicator. */
export const live: Translation['live'] = {
  name: 'Mises à jour en direct',
  live: {
    label: 'En direct',
    explanation: 'Les mises à jour en direct sont actives : les pages s’actualisent dès que quelque chose change.',
  },
  connecting: {
    label: 'Connexion…',
    explanation: 'Connexion aux mises à jour en direct. En attendant, les pages s’actualisent toutes les 10 s.',
  },
  offline: {
    label: 'Hors ligne — actualisation toutes les 10 s',
    explanation:
      'Les mises à jour en direct sont injoignables ; la console continue d’essayer. En attendant, les pages s’actualisent toutes les 10 s.',
  },
};

/** French texts of the account menu. */
export const account: Translation['account'] = {
  menu: 'Menu du compte',
  profile: 'Profil',
  logout: 'Se déconnecter',
  darkTheme: 'Thème sombre',
  language: 'Langue',
  switchToLight: 'Passer au thème clair',
  switchToDark: 'Passer au thème sombre',
  desktopClient: 'Télécharger le client de bureau',
  manageAccount: 'Gérer le compte',
};

/** French texts of the footer. */
export const footer: Translation['footer'] = {
  docs: 'Docs',
  support: 'Assistance',
  helpCenter: 'Centre d’aide',
  terms: 'Conditions générales',
  edition: 'Édition',
  update: 'Mettre à jour',
};

/** French texts of the refresh button. */
export const refresh: Translation['refresh'] = {
  idle: 'Actualiser',
  busy: 'Actualisation…',
  done: 'Actualisation réussie',
  failed: 'Échec de l’actualisation',
};

/** French texts of the server health banners. */
export const health: Translation['health'] = {
  notRunning: 'Le serveur ne fonctionne pas correctement. Contactez votre administrateur si le problème persiste.',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion Internet.',
  brokerDown:
    'Le serveur n’est pas connecté à son broker de messages. Les hôtes se rabattent sur une interrogation périodique, ce qui peut ralentir les mises à jour. Contactez votre administrateur.',
};

/** French titles of the pages that have no group of their own. */
export const pages: Translation['pages'] = {
  newHost: 'Nouvel hôte',
  createNetworkRole: 'Créer un rôle réseau',
  createUserGroup: 'Créer un groupe d’utilisateurs',
  networkRole: 'Rôle réseau',
  userGroup: 'Groupe d’utilisateurs',
  platformRole: 'Rôle de plateforme',
};
