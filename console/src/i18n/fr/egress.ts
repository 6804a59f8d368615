import type { Translation } from '../en';

/** French texts of the Egress page. */
export const egress: Translation['egress'] = {
  emptyText:
    'Une passerelle de sortie permet aux nœuds du réseau d’atteindre des plages d’adresses extérieures, comme le LAN d’un bureau ou un VPC cloud, via un hôte Linux présent dans les deux. Créez-en une pour router la première plage.',
  create: 'Créer une passerelle de sortie',
  createTitle: 'Créer une passerelle de sortie',
  updateTitle: 'Modifier la passerelle de sortie {{name}}',
  gatewaysTitle: 'Passerelles de sortie',
  routesTitle: 'Routes externes',
  actionsLabel: 'Actions pour la passerelle de sortie {{name}}',
  update: 'Modifier',
  natOn: 'NAT activé',
  natOffShort: 'NAT désactivé',
  rangeCount_one: '{{count}} plage',
  rangeCount_other: '{{count}} plages',
  rangeCount_many: '{{count}} plages',
  columns: {
    host: 'Hôte',
    nat: 'NAT',
    ranges: 'Plages',
    cidr: 'CIDR',
  },
  form: {
    host: 'Hôte passerelle',
    hostHint: 'Un hôte Linux de ce réseau qui peut atteindre les plages.',
    hostRequired: 'Choisissez l’hôte qui route les plages.',
    nat: 'Activer le NAT pour le trafic sortant',
    natHint: 'Le trafic qui sort par la passerelle porte l’adresse de la passerelle.',
    ranges: 'Plages',
    rangesHint: 'Les plages d’adresses extérieures que les nœuds atteignent via cet hôte, en CIDR IPv4 ou IPv6.',
    range: 'Plage {{number}}',
    rangePlaceholder: '192.168.10.0/24',
    addRange: 'Ajouter une plage',
    removeRange: 'Retirer la plage {{number}}',
    problems: {
      required: 'Saisissez une plage, ou retirez cette ligne.',
      internet: 'Tout Internet est routé par une passerelle Internet, pas par une sortie.',
      duplicate: 'Cette plage figure déjà dans la liste.',
    },
  },
  noFirewall:
    '{{name}} ne signale aucun pare-feu. La sortie nécessite iptables ou nftables sur l’hôte : installez-en un et laissez l’hôte contacter de nouveau le serveur.',
  natOffTitle: 'Le NAT est désactivé',
  natOff:
    'Sans NAT, les machines de ces plages voient les adresses propres des nœuds et doivent disposer d’une route de retour vers le réseau via cet hôte, sinon les réponses n’arriveront pas.',
  createPending: 'Création de la passerelle de sortie {{name}}…',
  updatePending: 'Enregistrement de la passerelle de sortie {{name}}…',
  createDone: '{{name}} est une passerelle de sortie',
  updateDone: 'Passerelle de sortie {{name}} enregistrée',
  createFailed: 'Impossible de créer la passerelle de sortie {{name}}',
  updateFailed: 'Impossible d’enregistrer la passerelle de sortie {{name}}',
  deleteTitle: 'Supprimer la passerelle de sortie',
  deleteConfirm_one:
    'Supprimer la passerelle de sortie {{name}} ? Les nœuds ne pourront plus atteindre cette plage par son intermédiaire :',
  deleteConfirm_other:
    'Supprimer la passerelle de sortie {{name}} ? Les nœuds ne pourront plus atteindre ces plages par son intermédiaire :',
  deleteConfirm_many:
    'Supprimer la passerelle de sortie {{name}} ? Les nœuds ne pourront plus atteindre ces plages par son intermédiaire :',
  deleteLastRangeConfirm:
    '{{range}} est la dernière plage de {{name}} : la retirer supprime la passerelle de sortie. Les nœuds ne pourront plus atteindre {{range}} par son intermédiaire.',
  deletePending: 'Suppression de la passerelle de sortie {{name}}…',
  deleteDone: '{{name}} n’est plus une passerelle de sortie',
  deleteFailed: 'Impossible de supprimer la passerelle de sortie {{name}}',
  deleteRange: 'Retirer la plage',
  deleteRangeTitle: 'Retirer la plage',
  deleteRangeLabel: 'Retirer {{range}} de {{name}}',
  deleteRangeConfirm: 'Ne plus router {{range}} via {{name}} ? Les nœuds ne pourront plus l’atteindre par cet hôte.',
  deleteRangePending: 'Retrait de {{range}}…',
  deleteRangeDone: '{{range}} ne passe plus par {{name}}',
  deleteRangeFailed: 'Impossible de retirer {{range}}',
};
