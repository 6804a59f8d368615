import type { Translation } from '../en';

/** German texts of the DNS page. */
export const dns: Translation['dns'] = {
  loadFailed: 'Die DNS-Einträge konnten nicht geladen werden',
  add: 'DNS hinzufügen',
  addTitle: 'DNS-Eintrag hinzufügen',
  search: 'DNS-Einträge durchsuchen',
  noMatches: 'Kein DNS-Eintrag passt zur Suche.',
  automatic: 'Automatisch',
  automaticHint: 'Der Name, den jeder Knoten bekommt: <Hostname>.<Netzwerk>.',
  copyName: '{{name}} kopieren',
  deleteLabel: '{{name}} löschen',
  automaticKept: 'Automatische Einträge gehören zu ihrem Knoten und lassen sich nicht löschen.',
  columns: {
    name: 'DNS-Eintrag',
    address: 'IPv4-Adresse',
    address6: 'IPv6-Adresse',
  },
  form: {
    name: 'DNS-Name',
    nameHint: 'Buchstaben, Ziffern, Bindestriche und Punkte, z. B. myserver.example.com.',
    address: 'IPv4-Adresse',
    address6: 'IPv6-Adresse',
    addressHint:
      'Die Adresse, für die der Name steht; wählen Sie die Adresse eines Knotens oder geben Sie eine beliebige ein.',
    addressPlaceholder: 'z. B. 100.64.0.10',
    address6Placeholder: 'z. B. fd00::10',
  },
  addPending: '{{name}} wird hinzugefügt…',
  addDone: '{{name}} hinzugefügt',
  addFailed: '{{name}} konnte nicht hinzugefügt werden',
  deleteTitle: 'DNS-Eintrag löschen',
  deleteConfirm: '{{name}} löschen? Der Name wird in diesem Netzwerk nicht mehr aufgelöst.',
  deletePending: '{{name}} wird gelöscht…',
  deleteDone: '{{name}} gelöscht',
  deleteFailed: '{{name}} konnte nicht gelöscht werden',
};
