import type { Translation } from '../en';

/** French texts of personal API tokens: the profile's section, its dialogs, and the Users page's tab. */
export const apiTokens: Translation['apiTokens'] = {
  title: 'Jetons d’API',
  description: 'Des jetons pour les scripts et outils, qui agissent avec vos droits.',
  text: 'Un script envoie un jeton comme « Authorization: Bearer <jeton> » et agit avec votre rôle et vos accès aux réseaux actuels, jusqu’à ce que le jeton expire ou que vous le révoquiez. Se déconnecter partout et changer de mot de passe ne mettent pas fin aux jetons ; révoquez celui auquel vous ne faites plus confiance.',
  tab: 'Jetons d’API',
  create: 'Créer un jeton',
  empty: 'Vous n’avez aucun jeton d’API.',
  loadFailed: 'Impossible de charger les jetons d’API',
  everyEmptyTitle: 'Aucun jeton d’API',
  everyEmptyText: 'Aucun utilisateur n’a créé de jeton d’API. Les utilisateurs les créent dans leur profil.',
  columns: {
    name: 'Nom',
    owner: 'Utilisateur',
    created: 'Créé',
    expires: 'Expire',
    lastUsed: 'Dernière utilisation',
  },
  expired: 'Expiré',
  neverUsed: 'Jamais',
  form: {
    title: 'Créer un jeton d’API',
    name: 'Nom',
    nameHint: 'À quoi sert le jeton, par ex. « script de sauvegarde » ; chacun de vos jetons a son propre nom.',
    nameRequired: 'Saisissez un nom',
    expiry: 'Expire',
    days: 'Dans {{days}} jours',
    custom: 'À une date…',
    date: 'Date d’expiration',
    dateInvalid: 'Choisissez une date du {{min}} au {{max}}',
    failed: 'Le jeton n’a pas été créé',
  },
  created: {
    title: 'Votre nouveau jeton d’API {{name}}',
    warning:
      'Le jeton n’est affiché que cette fois. Copiez-le maintenant et gardez-le en lieu sûr : il ne pourra plus être affiché.',
    copy: 'Copier le jeton',
    usage: 'Envoyez-le dans l’en-tête « Authorization: Bearer <jeton> ».',
    done: 'Terminé',
  },
  revoke: 'Révoquer',
  revokeLabel: 'Révoquer le jeton d’API {{name}}',
  revokeTitle: 'Révoquer le jeton d’API',
  revokeConfirm: 'Révoquer le jeton d’API « {{name}} » ? Les scripts qui l’utilisent sont refusés dès maintenant.',
  revokeConfirmOf:
    'Révoquer le jeton d’API « {{name}} » de {{username}} ? Les scripts qui l’utilisent sont refusés dès maintenant.',
  revoking: 'Révocation du jeton d’API {{name}}…',
  revoked: 'Jeton d’API {{name}} révoqué',
  revokeFailed: 'Impossible de révoquer le jeton d’API {{name}}',
};
