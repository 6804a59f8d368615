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
    done: 'Mot de passe changé ; utilisez-le lors de votre prochaine connexion',
    failed: 'Impossible de changer votre mot de passe',
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
