import type { PartialTranslation } from './en';

/** A small French set; everything else falls back to English. */
export const fr: PartialTranslation = {
  common: { cancel: 'Annuler', delete: 'Supprimer', docs: 'Docs' },
  nav: {
    dashboard: 'Tableau de bord',
    allDevices: 'Tous les appareils',
    userManagement: 'Utilisateurs',
    keys: 'Clés',
    networks: 'Réseaux',
    addNetwork: 'Ajouter un réseau',
    allNetworks: 'Tous les réseaux',
    newNetwork: 'Nouveau réseau',
  },
  account: {
    menu: 'Menu du compte',
    profile: 'Profil',
    logout: 'Se déconnecter',
    darkTheme: 'Thème sombre',
    language: 'Langue',
  },
  auth: {
    signInTitle: 'Se connecter à Netloom',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    confirmPassword: 'Confirmer le mot de passe',
    createAccount: 'Créer le compte',
  },
  notFound: { title: 'Page introuvable', action: "Retour à l'accueil" },
  networks: { title: 'Réseaux', create: 'Créer un réseau', name: 'Nom', nodes: 'Nœuds', hosts: 'Hôtes' },
};
