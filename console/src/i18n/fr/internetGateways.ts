import type { Translation } from '../en';

/** French texts of the Internet Gateways page. */
export const internetGateways: Translation['internetGateways'] = {
  emptyText:
    'Une passerelle Internet achemine le trafic Internet des hôtes qui y sont connectés : ils sortent sur Internet avec son adresse. Ce doit être un hôte Linux doté d’iptables ou de nftables. Créez-en une et choisissez les hôtes qui l’utilisent.',
  proTitle: 'Les passerelles Internet nécessitent Pro',
  proText: 'Ce serveur exécute l’édition Community. La licence Professional débloque les passerelles Internet.',
  create: 'Créer une passerelle Internet',
  createTitle: 'Créer une passerelle Internet',
  updateTitle: 'Hôtes connectés à {{name}}',
  gatewaysTitle: 'Passerelles Internet',
  connectedTitle: 'Hôtes connectés',
  noConnected:
    'Aucun hôte ne sort encore sur Internet par une passerelle Internet. Modifiez une passerelle pour y connecter des hôtes.',
  actionsLabel: 'Actions pour la passerelle Internet {{name}}',
  update: 'Modifier les hôtes connectés',
  hostCount_one: '{{count}} hôte',
  hostCount_other: '{{count}} hôtes',
  hostCount_many: '{{count}} hôtes',
  columns: { connected: 'Hôtes connectés', gateway: 'Passerelle Internet' },
  form: {
    host: 'Hôte passerelle',
    hostHint:
      'Seuls les hôtes Linux non relayés peuvent être des passerelles Internet ; les autres sont affichés en grisé.',
    hostRequired: 'Choisissez l’hôte qui devient la passerelle Internet.',
    clients: 'Hôtes qui l’utilisent',
    clientsHint:
      'Leur trafic Internet passe par la passerelle. Les hôtes relayés, l’hôte de basculement, les hôtes par défaut et les hôtes d’une autre passerelle Internet ne sont pas proposés.',
    noCandidates: 'Aucun autre hôte ne peut utiliser cette passerelle',
  },
  noFirewall:
    '{{name}} ne signale aucun pare-feu. Une passerelle Internet nécessite iptables ou nftables sur l’hôte : installez-en un et laissez l’hôte contacter de nouveau le serveur.',
  createPending: 'Création de la passerelle Internet {{name}}…',
  updatePending: 'Enregistrement des hôtes de {{name}}…',
  createDone_one: '{{name}} est une passerelle Internet pour {{count}} hôte',
  createDone_other: '{{name}} est une passerelle Internet pour {{count}} hôtes',
  createDone_many: '{{name}} est une passerelle Internet pour {{count}} hôtes',
  updateDone_one: '{{count}} hôte sort sur Internet via {{name}}',
  updateDone_other: '{{count}} hôtes sortent sur Internet via {{name}}',
  updateDone_many: '{{count}} hôtes sortent sur Internet via {{name}}',
  createFailed: 'Impossible de créer la passerelle Internet {{name}}',
  updateFailed: 'Impossible d’enregistrer les hôtes de {{name}}',
  deleteTitle: 'Supprimer la passerelle Internet',
  deleteConfirm_one:
    'Supprimer la passerelle Internet {{name}} ? Cet hôte perd sa route Internet par son intermédiaire et sort de nouveau directement sur Internet :',
  deleteConfirm_other:
    'Supprimer la passerelle Internet {{name}} ? Ces hôtes perdent leur route Internet par son intermédiaire et sortent de nouveau directement sur Internet :',
  deleteConfirm_many:
    'Supprimer la passerelle Internet {{name}} ? Ces hôtes perdent leur route Internet par son intermédiaire et sortent de nouveau directement sur Internet :',
  deleteConfirm_zero: 'Supprimer la passerelle Internet {{name}} ? Aucun hôte ne l’utilise.',
  deletePending: 'Suppression de la passerelle Internet {{name}}…',
  deleteDone: '{{name}} n’est plus une passerelle Internet',
  deleteFailed: 'Impossible de supprimer la passerelle Internet {{name}}',
  disconnect: 'Déconnecter de la passerelle',
  disconnectButton: 'Déconnecter',
  disconnectLabel: 'Déconnecter {{name}} de {{gateway}}',
  disconnectTitle: 'Déconnecter de la passerelle Internet',
  disconnectConfirm:
    'Déconnecter {{name}} de la passerelle Internet {{gateway}} ? Il perd sa route Internet via {{gateway}} et sort de nouveau directement sur Internet.',
  disconnectPending: 'Déconnexion de {{name}} de {{gateway}}…',
  disconnectDone: '{{name}} ne sort plus sur Internet via {{gateway}}',
  disconnectFailed: 'Impossible de déconnecter {{name}} de {{gateway}}',
};
