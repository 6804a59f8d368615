import type { Translation } from '../en';

/** German texts of invitations: the Invites tab and the invite modal. */
export const invites: Translation['invites'] = {
  loadFailed: 'Die Einladungen konnten nicht geladen werden',
  inviteButton: 'Benutzer einladen',
  emptyTitle: 'Keine offenen Einladungen',
  emptyText:
    'Laden Sie Personen per E-Mail ein: Jede erhält einen Magic Link, mit dem sie ein Passwort wählt oder sich per SSO anmeldet und mit der Rolle und den Gruppen beitritt, die Sie festlegen.',
  columns: {
    email: 'E-Mail',
    platformRole: 'Plattformrolle',
    groups: 'Gruppen',
    invitedAt: 'Eingeladen am',
    expiresAt: 'Läuft ab',
    link: 'Magic Link',
  },
  expired: 'Abgelaufen',
  noGroups: 'Keine Gruppen',
  copyLinkFor: 'Magic Link für {{email}} kopieren',
  revoke: 'Widerrufen',
  revokeLabel: 'Einladung von {{email}} widerrufen',
  revokeTitle: 'Einladung widerrufen',
  revokeConfirm:
    'Die Einladung von {{email}} widerrufen? Der Magic Link funktioniert dann nicht mehr; Sie können die Person später erneut einladen.',
  revokePending: 'Einladung von {{email}} wird widerrufen…',
  revokeDone: 'Einladung von {{email}} widerrufen',
  revokeFailed: 'Die Einladung von {{email}} konnte nicht widerrufen werden',
  clearAll: 'Alle widerrufen',
  clearTitle: 'Alle Einladungen widerrufen',
  clearConfirm_one: 'Die {{count}} offene Einladung widerrufen? Ihr Magic Link funktioniert dann nicht mehr.',
  clearConfirm_other: 'Alle {{count}} offenen Einladungen widerrufen? Ihre Magic Links funktionieren dann nicht mehr.',
  clearPending: 'Alle Einladungen werden widerrufen…',
  clearDone: 'Alle Einladungen widerrufen',
  clearFailed: 'Die Einladungen konnten nicht widerrufen werden',
  modal: {
    title: 'Benutzer einladen',
    stepDetails: 'Wer und was',
    stepDetailsText: 'E-Mails, Rolle und Zugriff',
    stepLinks: 'Magic Links',
    stepLinksText: 'Teilen oder auf die E-Mails warten',
    emails: 'E-Mails',
    emailsHint:
      'Geben Sie Adressen ein oder fügen Sie sie ein, getrennt durch Kommas, Leerzeichen oder Zeilenumbrüche; die Rücktaste entfernt die letzte.',
    emailsPlaceholder: 'name@example.com',
    emailsRequired: 'Fügen Sie mindestens eine E-Mail-Adresse hinzu.',
    submit: 'Einladungen senden',
    pending_one: '{{count}} Person wird eingeladen…',
    pending_other: '{{count}} Personen werden eingeladen…',
    failed: 'Die Einladungen konnten nicht gesendet werden',
    created: 'Einladungen angelegt',
    emailed: 'E-Mails gesendet',
    emailedText:
      'Jede eingeladene Person erhält ihren Magic Link per E-Mail. Sie können die Links auch unten kopieren.',
    notEmailed: 'Keine E-Mails gesendet',
    notEmailedText:
      'Kopieren Sie jeden Magic Link und geben Sie ihn selbst an die eingeladene Person weiter; mit dem Link kann sie sich registrieren.',
    serverSaid: 'Server: {{message}}',
    skipped: 'Nicht eingeladen, weil bereits ein Konto besteht: {{emails}}.',
    nobodyInvited: 'Niemand wurde eingeladen: Für jede Adresse besteht bereits ein Konto.',
    done: 'Fertig',
  },
};
