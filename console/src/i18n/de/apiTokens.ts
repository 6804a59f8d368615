import type { Translation } from '../en';

/** German texts of personal API tokens: the profile's section, its dialogs, and the Users page's tab. */
export const apiTokens: Translation['apiTokens'] = {
  title: 'API-Tokens',
  description: 'Tokens für Skripte und Werkzeuge, die mit Ihren Rechten handeln.',
  text: 'Ein Skript sendet ein Token als „Authorization: Bearer <token>“ und handelt mit Ihrer aktuellen Rolle und Ihrem Netzwerkzugriff, bis das Token abläuft oder Sie es widerrufen. Überall abmelden und das Passwort ändern beenden Tokens nicht; widerrufen Sie eines, dem Sie nicht mehr trauen.',
  tab: 'API-Tokens',
  create: 'Token erstellen',
  empty: 'Sie haben keine API-Tokens.',
  loadFailed: 'Die API-Tokens konnten nicht geladen werden',
  everyEmptyTitle: 'Keine API-Tokens',
  everyEmptyText: 'Kein Benutzer hat ein API-Token erstellt. Benutzer erstellen sie in ihrem Profil.',
  columns: {
    name: 'Name',
    owner: 'Benutzer',
    created: 'Erstellt',
    expires: 'Läuft ab',
    lastUsed: 'Zuletzt benutzt',
  },
  expired: 'Abgelaufen',
  neverUsed: 'Nie',
  form: {
    title: 'API-Token erstellen',
    name: 'Name',
    nameHint: 'Wofür das Token ist, z. B. „Backup-Skript“; jedes Ihrer Tokens hat einen eigenen Namen.',
    nameRequired: 'Geben Sie einen Namen ein',
    expiry: 'Läuft ab',
    days: 'In {{days}} Tagen',
    custom: 'An einem Datum…',
    date: 'Ablaufdatum',
    dateInvalid: 'Wählen Sie ein Datum vom {{min}} bis {{max}}',
    failed: 'Das Token wurde nicht erstellt',
  },
  created: {
    title: 'Ihr neues API-Token {{name}}',
    warning:
      'Das Token wird nur dieses eine Mal angezeigt. Kopieren Sie es jetzt und bewahren Sie es sicher auf: Es kann nicht noch einmal angezeigt werden.',
    copy: 'Token kopieren',
    usage: 'Senden Sie es als Header „Authorization: Bearer <token>“.',
    done: 'Fertig',
  },
  revoke: 'Widerrufen',
  revokeLabel: 'API-Token {{name}} widerrufen',
  revokeTitle: 'API-Token widerrufen',
  revokeConfirm: 'Das API-Token „{{name}}“ widerrufen? Skripte, die es benutzen, werden ab sofort abgewiesen.',
  revokeConfirmOf:
    'Das API-Token „{{name}}“ von {{username}} widerrufen? Skripte, die es benutzen, werden ab sofort abgewiesen.',
  revoking: 'API-Token {{name}} wird widerrufen…',
  revoked: 'API-Token {{name}} widerrufen',
  revokeFailed: 'Das API-Token {{name}} konnte nicht widerrufen werden',
};
