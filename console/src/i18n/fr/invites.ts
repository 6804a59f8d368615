import type { Translation } from '../en';

/** French texts of invitations: the Invites tab and the invite modal. */
export const invites: Translation['invites'] = {
  loadFailed: 'Impossible de charger les invitations',
  inviteButton: 'Inviter des utilisateurs',
  emptyTitle: 'Aucune invitation en attente',
  emptyText:
    'Invitez des personnes par e-mail : chacune reçoit un lien magique qui lui permet de choisir un mot de passe, ou de se connecter par SSO, et de rejoindre le serveur avec le rôle et les groupes que vous choisissez.',
  columns: {
    email: 'E-mail',
    platformRole: 'Rôle de plateforme',
    groups: 'Groupes',
    invitedAt: 'Invité le',
    expiresAt: 'Expire le',
    link: 'Lien magique',
  },
  expired: 'Expirée',
  noGroups: 'Aucun groupe',
  copyLinkFor: 'Copier le lien magique de {{email}}',
  revoke: 'Révoquer',
  revokeLabel: 'Révoquer l’invitation de {{email}}',
  revokeTitle: 'Révoquer l’invitation',
  revokeConfirm:
    'Révoquer l’invitation de {{email}} ? Son lien magique cesse de fonctionner ; vous pourrez l’inviter de nouveau plus tard.',
  revokePending: 'Révocation de l’invitation de {{email}}…',
  revokeDone: 'Invitation de {{email}} révoquée',
  revokeFailed: 'Impossible de révoquer l’invitation de {{email}}',
  clearAll: 'Tout effacer',
  clearTitle: 'Révoquer toutes les invitations',
  clearConfirm_one: 'Révoquer {{count}} invitation en attente ? Son lien magique cesse de fonctionner.',
  clearConfirm_other: 'Révoquer les {{count}} invitations en attente ? Leurs liens magiques cessent de fonctionner.',
  clearPending: 'Révocation de toutes les invitations…',
  clearDone: 'Toutes les invitations ont été révoquées',
  clearFailed: 'Impossible de révoquer les invitations',
  modal: {
    title: 'Inviter des utilisateurs',
    stepDetails: 'Qui et quoi',
    stepDetailsText: 'E-mails, rôle et accès',
    stepLinks: 'Liens magiques',
    stepLinksText: 'Partagez-les ou attendez les e-mails',
    emails: 'E-mails',
    emailsHint:
      'Saisissez ou collez des adresses séparées par des virgules, des espaces ou des retours à la ligne ; Retour arrière supprime la dernière.',
    emailsPlaceholder: 'nom@example.com',
    emailsRequired: 'Ajoutez au moins une adresse e-mail.',
    submit: 'Envoyer les invitations',
    pending_one: 'Invitation de {{count}} personne…',
    pending_other: 'Invitation de {{count}} personnes…',
    failed: 'Impossible d’envoyer les invitations',
    created: 'Invitations créées',
    emailed: 'E-mails envoyés',
    emailedText:
      'Chaque personne invitée reçoit son lien magique par e-mail. Vous pouvez aussi copier les liens ci-dessous.',
    notEmailed: 'Aucun e-mail envoyé',
    notEmailedText:
      'Copiez chaque lien magique et transmettez-le vous-même à la personne invitée ; ce lien lui permet de s’inscrire.',
    serverSaid: 'Serveur : {{message}}',
    skipped: 'Adresses non invitées, car elles ont déjà un compte : {{emails}}.',
    nobodyInvited: 'Personne n’a été invité : chaque adresse a déjà un compte.',
    done: 'Terminé',
  },
};
