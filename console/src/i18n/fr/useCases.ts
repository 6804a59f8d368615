import type { Translation } from '../en';

/** French texts of a network's use case; the use case names stay as the contract spells them. */
export const useCases: Translation['useCases'] = {
  label: 'Cas d’usage',
  none: 'Aucun',
  createHint: 'Facultatif. La page Informations du réseau liste ensuite les étapes nécessaires.',
  title: 'Cas d’usage',
  description:
    'Ce pour quoi ce réseau est configuré, et ce qui lui manque encore. Le choix est conservé dans ce navigateur.',
  descriptions: {
    remote_access_multiple_users:
      'Plusieurs personnes accèdent au réseau depuis leurs propres ordinateurs et téléphones via une passerelle d’accès distant, chacune avec un fichier de configuration VPN.',
    egress_to_cloud_vpc:
      'Les nœuds atteignent la plage d’adresses privée d’un VPC cloud via une passerelle de sortie, un nœud situé dans le VPC.',
  },
  stepsLabel: 'Étapes de {{name}}',
  progress: '{{done}} sur {{total}} étapes terminées',
  done: 'Terminé',
  allSet: 'Tout est prêt',
  allSetText: 'Toutes les étapes de {{name}} sont terminées.',
  loadFailed: 'Impossible de charger le contenu du réseau',
  steps: {
    node: {
      title: 'Ajouter un nœud',
      text: 'Lancez l’agent sur un hôte avec une clé d’inscription de ce réseau ; l’hôte le rejoint comme nœud.',
      action: 'Ajouter un appareil',
    },
    remote_access_gateway: {
      title: 'Créer une passerelle d’accès distant',
      text: 'Faites d’un nœud la passerelle par laquelle les utilisateurs distants se connectent.',
      action: 'Créer une passerelle',
    },
    vpn_client: {
      title: 'Créer un fichier de configuration VPN',
      text: 'Créez sur la passerelle un fichier de configuration par personne, à importer dans son application WireGuard.',
      action: 'Créer un fichier de configuration',
    },
    egress_gateway: {
      title: 'Créer une passerelle de sortie',
      text: 'Faites router la plage d’adresses du VPC pour le réseau par un nœud situé dans le VPC.',
      action: 'Créer une passerelle de sortie',
    },
  },
};
