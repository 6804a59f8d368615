import type { Translation } from '../en';

/** German texts of the old ACL page (the version 1 matrix). */
export const oldAcls: Translation['oldAcls'] = {
  loadFailed: 'Die Zugriffsmatrix konnte nicht geladen werden',
  searchLabel: 'Hosts durchsuchen',
  showClients: 'Clients anzeigen',
  allowAll: 'Alle erlauben',
  blockAll: 'Alle sperren',
  shownPairsHint:
    'Gilt für jedes Paar der angezeigten Hosts; gespeichert wird erst, wenn Sie die Änderungen übermitteln.',
  reset: 'Zurücksetzen',
  submit: 'Änderungen übermitteln',
  notInForce: {
    title: 'Nicht in Kraft: Dieses Netzwerk setzt seine Zugriffsrichtlinien durch',
    text: 'Die Richtlinien unter Zugriffskontrolle entscheiden, was die Hosts dieses Netzwerks durchlassen. Diese alte Matrix (ACL-Version 1) kann Paare nur trennen: Ein gesperrtes Paar kann sich nicht verbinden, was auch immer die Richtlinien erlauben, und ein erlaubtes Paar bekommt nur, was die Richtlinien erlauben.',
    allowAllHint:
      'Um den Zugriff allein den Richtlinien zu überlassen, erlauben Sie hier jedes Paar: Alle erlauben, dann Änderungen übermitteln.',
    denyByDefault:
      'Dieses Netzwerk sperrt den Zugriff standardmäßig, daher trennt diese Matrix jedes Paar, das sie nicht ausdrücklich erlaubt; erlauben Sie ein Paar hier, damit eine Richtlinie es verbinden kann.',
    openPolicies: 'Geltende Richtlinien öffnen',
  },
  changes_one: '{{count}} ungespeicherte Änderung',
  changes_other: '{{count}} ungespeicherte Änderungen',
  readOnly: 'Nur Administratoren dieses Netzwerks können seine Zugriffskontrolle ändern.',
  noMatches: 'Kein Host passt zur Suche.',
  grid: 'Zugriff zwischen Hosts: jede Zeile auf jede Spalte',
  hosts: 'Hosts',
  client: 'Client',
  allowed: 'erlaubt',
  denied: 'gesperrt',
  cell: '{{source}} → {{target}}: {{state}}',
  changedCell: '{{source}} → {{target}}: {{state}} (geändert)',
  noPair: '{{source}} → {{target}}: nicht zutreffend',
  saving: 'Zugriffsänderungen werden übermittelt…',
  saved: 'Zugriffskontrolle von {{netid}} aktualisiert',
  saveFailed: 'Die Zugriffskontrolle konnte nicht aktualisiert werden',
  leaveTitle: 'Nicht übermittelte Änderungen',
  leave:
    'Ihre Änderungen an der Zugriffsmatrix wurden nicht übermittelt. Diese Seite verlassen und die Änderungen verwerfen?',
  leaveConfirm: 'Verlassen',
};
