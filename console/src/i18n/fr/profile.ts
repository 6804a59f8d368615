import type { Translation } from '../en';

/** French texts of the Profile page. */
export const profile: Translation['profile'] = {
  title: 'Profil',
  description: 'Votre compte sur ce serveur.',
  username: 'Nom d’utilisateur',
  role: 'Rôle de plateforme',
  signInMethod: 'Méthode de connexion',
  basic_auth: 'Nom d’utilisateur et mot de passe',
  oauth: 'Authentification unique',
  loadFailed: 'Impossible de charger votre compte',
  displayName: {
    label: 'Nom affiché',
    hint: 'La façon dont la console vous présente aux autres utilisateurs.',
    save: 'Enregistrer le nom',
    pending: 'Enregistrement de votre nom affiché…',
    done: 'Nom affiché enregistré',
    failed: 'Impossible d’enregistrer votre nom affiché',
  },
  password: {
    title: 'Changer le mot de passe',
    sso: 'Vous vous connectez par authentification unique et n’avez donc pas de mot de passe ici : changez-le auprès de votre fournisseur d’identité.',
    current: 'Mot de passe actuel',
    currentRequired: 'Saisissez votre mot de passe actuel',
    new: 'Nouveau mot de passe',
    submit: 'Changer le mot de passe',
    pending: 'Changement de votre mot de passe…',
    done: 'Mot de passe changé ; vos sessions sur les autres navigateurs et appareils ont pris fin',
    failed: 'Impossible de changer votre mot de passe',
  },
  sessions: {
    title: 'Sessions',
    description: 'Les navigateurs et appareils sur lesquels vous êtes connecté.',
    text: 'Connecté sur un appareil auquel vous ne faites plus confiance, ou vous en avez perdu un ? Déconnectez-vous partout : toutes vos sessions prennent fin immédiatement, y compris celle-ci. Changer votre mot de passe met fin de la même façon à vos autres sessions.',
    signOut: 'Se déconnecter partout',
    confirm:
      'Mettre fin à toutes les sessions de {{username}} sur tous les navigateurs et appareils, y compris celle-ci ? Vous vous reconnecterez ensuite. Les hôtes et leurs connexions ne sont pas concernés.',
    pending: 'Fin de toutes vos sessions…',
    done: 'Toutes vos sessions ont pris fin ; reconnectez-vous pour continuer',
    failed: 'Impossible de se déconnecter partout',
  },
  networks: {
    title: 'Réseaux et rôles',
    description: 'Les réseaux auxquels vous avez accès et le rôle que vous détenez dans chacun.',
    admin: 'En tant qu’administrateur, vous gérez tous les réseaux, quels que soient vos groupes et vos rôles réseau.',
    none: 'Vous ne détenez encore aucun rôle réseau. Un administrateur peut vous ajouter à un groupe ou vous donner un rôle dans un réseau.',
    network: 'Réseau',
    role: 'Rôle',
    givenBy: 'Origine',
    viaGroup: 'groupe {{group}}',
    direct: 'attribution directe',
    builtIn: {
      admin: 'Administrateur du réseau',
      user: 'Utilisateur du réseau',
    },
  },
};
