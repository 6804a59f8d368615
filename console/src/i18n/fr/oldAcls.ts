import type { Translation } from '../en';

/** French texts of the old ACL page (the version 1 matrix). */
export const oldAcls: Translation['oldAcls'] = {
  loadFailed: 'Impossible de charger la matrice d’accès',
  searchLabel: 'Rechercher des hôtes',
  showClients: 'Afficher les clients',
  allowAll: 'Tout autoriser',
  blockAll: 'Tout bloquer',
  shownPairsHint:
    'S’applique à chaque paire des hôtes affichés ; rien n’est enregistré tant que vous n’avez pas soumis les modifications.',
  reset: 'Réinitialiser',
  submit: 'Soumettre les modifications',
  notInForce: {
    title: 'Pas en vigueur : ce réseau applique ses politiques d’accès',
    text: 'Les politiques du Contrôle d’accès décident de ce que les hôtes de ce réseau laissent passer. Cette ancienne matrice (ACL version 1) peut seulement séparer des paires : une paire qu’elle bloque ne peut pas se connecter, quoi que permettent les politiques, et une paire qu’elle autorise n’obtient que ce que les politiques autorisent.',
    allowAllHint:
      'Pour laisser l’accès aux seules politiques, autorisez ici chaque paire : Tout autoriser, puis Soumettre les modifications.',
    denyByDefault:
      'Ce réseau refuse l’accès par défaut : cette matrice sépare donc chaque paire qu’elle n’autorise pas explicitement ; autorisez ici une paire pour qu’une politique puisse la connecter.',
    openPolicies: 'Ouvrir les politiques en vigueur',
  },
  changes_one: '{{count}} modification non enregistrée',
  changes_other: '{{count}} modifications non enregistrées',
  changes_many: '{{count}} modifications non enregistrées',
  readOnly: 'Seuls les administrateurs de ce réseau peuvent modifier son contrôle d’accès.',
  noMatches: 'Aucun hôte ne correspond à la recherche.',
  grid: 'Accès entre les hôtes : chaque ligne vers chaque colonne',
  hosts: 'Hôtes',
  client: 'client',
  allowed: 'autorisé',
  denied: 'refusé',
  cell: '{{source}} → {{target}} : {{state}}',
  changedCell: '{{source}} → {{target}} : {{state}} (modifié)',
  noPair: '{{source}} → {{target}} : sans objet',
  saving: 'Envoi des modifications d’accès…',
  saved: 'Contrôle d’accès de {{netid}} mis à jour',
  saveFailed: 'Impossible de mettre à jour le contrôle d’accès',
  leaveTitle: 'Modifications non soumises',
  leave: 'Vos modifications de la matrice d’accès n’ont pas été soumises. Quitter cette page et les abandonner ?',
  leaveConfirm: 'Quitter',
};
