import type { Translation } from '../en';

/** French texts of the DNS page. */
export const dns: Translation['dns'] = {
  loadFailed: 'Impossible de charger les entrées DNS',
  add: 'Ajouter une entrée DNS',
  addTitle: 'Ajouter une entrée DNS',
  search: 'Rechercher des entrées DNS',
  noMatches: 'Aucune entrée DNS ne correspond à la recherche.',
  automatic: 'Automatique',
  automaticHint: 'Le nom que reçoit chaque nœud : <nom de l’hôte>.<réseau>.',
  copyName: 'Copier {{name}}',
  deleteLabel: 'Supprimer {{name}}',
  automaticKept: 'Les entrées automatiques suivent leur nœud et ne peuvent pas être supprimées.',
  columns: {
    name: 'Entrée DNS',
    address: 'Adresse IPv4',
    address6: 'Adresse IPv6',
  },
  form: {
    name: 'Nom DNS',
    nameHint: 'Lettres, chiffres, tirets et points, p. ex. myserver.example.com.',
    address: 'Adresse IPv4',
    address6: 'Adresse IPv6',
    addressHint: 'L’adresse que désigne le nom ; choisissez l’adresse d’un nœud ou saisissez n’importe quelle adresse.',
    addressPlaceholder: 'p. ex. 100.64.0.10',
    address6Placeholder: 'p. ex. fd00::10',
  },
  addPending: 'Ajout de {{name}}…',
  addDone: 'Entrée {{name}} ajoutée',
  addFailed: 'Impossible d’ajouter {{name}}',
  deleteTitle: 'Supprimer l’entrée DNS',
  deleteConfirm: 'Supprimer {{name}} ? Ce nom ne sera plus résolu dans ce réseau.',
  deletePending: 'Suppression de {{name}}…',
  deleteDone: 'Entrée {{name}} supprimée',
  deleteFailed: 'Impossible de supprimer {{name}}',
};
