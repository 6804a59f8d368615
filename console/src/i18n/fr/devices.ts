import type { Translation } from '../en';

/** French texts of the devices pages. */
export const devices: Translation['devices'] = {
  title: 'Tous les appareils',
  description: 'Chaque hôte connecté à ce serveur, tous réseaux confondus.',
  emptyTitle: 'Aucun appareil pour l’instant',
  emptyText:
    'Un appareil apparaît ici dès que son hôte rejoint un réseau. Choisissez une clé d’inscription et lancez la commande d’inscription sur l’hôte.',
  add: 'Ajouter un appareil',
  loadFailed: 'Erreur lors du chargement des appareils',
  searchLabel: 'Rechercher des appareils',
  searchPlaceholder: 'Rechercher par nom, point de terminaison, clé publique ou ID',
  noMatches: 'Aucun appareil ne correspond à « {{search}} ».',
  defaultBadge: 'Par défaut',
  refreshAllKeys: 'Renouveler toutes les clés',
  actionsLabel: 'Actions pour l’appareil {{name}}',
  tabs: { overview: 'Vue d’ensemble', access: 'Gestion de l’accès aux réseaux' },
  columns: {
    name: 'Nom',
    endpoint: 'Point de terminaison (IPv4)',
    endpoint6: 'Point de terminaison (IPv6)',
    port: 'Port public',
    version: 'Version',
    status: 'État',
  },
  actions: {
    setDefault: 'Définir par défaut',
    unsetDefault: 'Ne plus définir par défaut',
    refreshKeys: 'Renouveler les clés de l’appareil',
    edit: 'Modifier l’appareil',
    upgrade: 'Mettre à jour la version',
    upToDate: 'La version est à jour',
    delete: 'Supprimer l’appareil',
  },
  confirm: {
    setDefault:
      'Faire de {{name}} un hôte par défaut ? Les hôtes par défaut rejoignent tous les réseaux, actuels et futurs.',
    unsetDefault: 'Retirer à {{name}} le statut d’hôte par défaut ? Il reste dans les réseaux où il se trouve.',
    refreshKeys:
      'Donner de nouvelles clés WireGuard à {{name}} ? Ses pairs reçoivent la nouvelle clé publique à leur prochaine mise à jour.',
    refreshAllKeys:
      'Donner de nouvelles clés WireGuard à tous les hôtes ? Les pairs reçoivent les nouvelles clés publiques à leur prochaine mise à jour.',
    upgrade:
      'Mettre à jour {{name}} de la version {{from}} vers la version {{to}} ? L’agent redémarre dès qu’il a la nouvelle version.',
    delete: 'Supprimer l’appareil {{name}} ? Cette action est irréversible.',
    leaves_one: 'Il quitte ce réseau :',
    leaves_other: 'Il quitte ces {{count}} réseaux :',
    leaves_many: 'Il quitte ces {{count}} réseaux :',
  },
  progress: {
    saving: 'Enregistrement de {{name}}…',
    refreshKeys: 'Demande de renouvellement des clés à {{name}}…',
    refreshAllKeys: 'Demande de renouvellement des clés à tous les hôtes…',
    upgrade: 'Demande de mise à jour à {{name}}…',
    delete: 'Suppression de {{name}}…',
  },
  done: {
    saved: 'Appareil {{name}} enregistré',
    setDefault: '{{name}} est désormais un hôte par défaut',
    unsetDefault: '{{name}} n’est plus un hôte par défaut',
    refreshKeys: '{{name}} va renouveler ses clés',
    refreshAllKeys: 'Tous les hôtes vont renouveler leurs clés',
    upgrade: '{{name}} va se mettre à jour',
    delete: 'Appareil {{name}} supprimé',
  },
  failed: {
    save: 'Impossible d’enregistrer l’appareil',
    refreshKeys: 'Impossible de renouveler les clés',
    upgrade: 'Impossible de mettre à jour l’appareil',
    delete: 'Impossible de supprimer l’appareil',
  },
  edit: {
    title: 'Modifier l’appareil {{name}}',
    name: 'Nom de l’appareil',
    mtu: 'MTU',
    keepalive: 'Keepalive persistant (s)',
    verbosity: 'Niveau de journalisation (0–4)',
    staticPort: 'Port statique',
    listenPort: 'Port d’écoute',
    staticEndpoint: 'Point de terminaison statique',
    endpointIPv4: 'Point de terminaison IPv4',
    endpointIPv6: 'Point de terminaison IPv6',
    default: 'Hôte par défaut',
    defaultHint: 'Les hôtes par défaut rejoignent tous les réseaux.',
    autoUpdate: 'Mise à jour automatique',
    debug: 'Débogage',
  },
  access: {
    hosts: 'Hôtes',
    networksOf: 'Réseaux de {{name}}',
    network: 'Réseau',
    address: 'IP de l’appareil dans le réseau',
    connection: 'État de la connexion',
    switchLabel: '{{name}} dans {{netid}}',
    joinTitle: 'Connecter au réseau',
    leaveTitle: 'Quitter le réseau',
    joinConfirm: 'Connecter {{name}} au réseau {{netid}} ? Il y reçoit une adresse et y retrouve ses pairs.',
    leaveConfirm: 'Retirer {{name}} du réseau {{netid}} ? Il y perd son adresse.',
    join: 'Connecter',
    leave: 'Quitter le réseau',
    joining: 'Connexion de {{name}} à {{netid}}…',
    leaving: 'Retrait de {{name}} de {{netid}}…',
    joined: '{{name}} a rejoint {{netid}}',
    left: '{{name}} a quitté {{netid}}',
    joinFailed: 'Impossible de connecter l’appareil',
    leaveFailed: 'Impossible de retirer l’appareil du réseau',
  },
};

/** French names of a host's facts, shared by the device and node pages. */
export const hostFacts: Translation['hostFacts'] = {
  id: 'ID',
  endpoint: 'Point de terminaison (IPv4)',
  endpoint6: 'Point de terminaison (IPv6)',
  staticEndpoint: 'Point de terminaison statique',
  listenPort: 'Port d’écoute',
  publicPort: 'Port public',
  staticPort: 'Port statique',
  mac: 'Adresse MAC',
  mtu: 'MTU',
  keepalive: 'Keepalive persistant',
  publicKey: 'Clé publique',
  os: 'Système d’exploitation',
  kernel: 'Noyau',
  version: 'Version',
  verbosity: 'Niveau de journalisation',
  firewall: 'Pare-feu',
  natType: 'Type de NAT',
  natPublic: 'Public : joignable à sa propre adresse',
  natBehindNat: 'Derrière un NAT : les pairs le joignent directement',
  natSymmetric: 'NAT symétrique : les pairs hors de son réseau local le joignent par un nœud de basculement',
  natUnknown: 'Pas encore détecté',
  localAddress: 'Adresse sur le réseau local',
  defaultInterface: 'Interface par défaut',
  defaultHost: 'Hôte par défaut',
  debug: 'Débogage',
  autoUpdate: 'Mise à jour automatique',
};

/** French texts of a device's page. */
export const hostDetails: Translation['hostDetails'] = {
  description: 'Un hôte et les réseaux dont il est un nœud.',
  overview: 'Vue d’ensemble',
  networks_one: '{{count}} réseau',
  networks_other: '{{count}} réseaux',
  networks_many: '{{count}} réseaux',
  interfaces: 'Interfaces réseau',
  interfaceName: 'Interface',
  interfaceAddress: 'Adresse',
  noInterfaces: 'L’hôte n’a encore signalé aucune interface.',
  missingTitle: 'Appareil introuvable',
  missingText: 'Aucun appareil n’a cet ID. Il a peut-être été supprimé.',
};

/** French texts of a device's firewall. */
export const hostFirewall: Translation['hostFirewall'] = {
  title: 'Pare-feu',
  loadFailed: 'Impossible de charger le pare-feu de cet hôte',
  states: { enforcing: 'Appliqué', open: 'Ouvert', failed: 'Échec', unsupported: 'Non appliqué' },
  headline: {
    enforcing_one: 'Applique {{count}} règle',
    enforcing_other: 'Applique {{count}} règles',
    enforcing_many: 'Applique {{count}} règles',
    open: 'Aucune politique ne restreint les réseaux de cet hôte',
    failed: 'Ses dernières règles ne sont pas appliquées',
    unsupported: 'Cet hôte n’applique pas les politiques d’accès',
  },
  explanation: {
    enforcing:
      'Son pare-feu ne laisse entrer que le trafic du maillage autorisé par les politiques d’accès de ses réseaux. Le trafic qui ne passe pas par le maillage n’est jamais touché.',
    open: 'Chaque réseau de cet hôte autorise tout le trafic (leurs politiques par défaut sont actives) : son pare-feu laisse donc passer tout le trafic du maillage.',
    failed:
      'Les règles appliquées auparavant restent en vigueur jusqu’à ce qu’une application réussisse : les changements de politique depuis ne s’appliquent donc pas encore à cet hôte. L’agent réessaie.',
    unsupported:
      'Son agent n’a jamais signalé de pare-feu : il est trop ancien pour appliquer les politiques d’accès, ou ce n’est pas un agent Netloom. Les pairs auxquels il se connecte peuvent atteindre n’importe quel port de cet hôte, quoi que les politiques autorisent.',
  },
  fix: 'Mettez à jour l’agent de cet hôte : installez la version actuelle depuis ce serveur, puis redémarrez-le.',
  installLink: 'Afficher les commandes d’installation',
  lastReport: 'Dernier signalement :',
  never: 'jamais',
};

/** French texts of the New Host page. */
export const newHost: Translation['newHost'] = {
  title: 'Nouvel hôte',
  description:
    'Connectez un ordinateur, un serveur ou un conteneur : choisissez une clé d’inscription, puis suivez les étapes pour son système.',
  chooseKey: 'Clé d’inscription',
  key: 'Clé',
  noKeys:
    'Il n’existe encore aucune clé d’inscription utilisable. Créez-en une pour obtenir une commande d’inscription.',
  createKey: 'Créer une clé',
  platforms: 'Systèmes d’exploitation',
  platform: { linux: 'Linux', mac: 'Mac', windows: 'Windows', docker: 'Docker', mobile: 'Mobile' },
  copyStep: 'Copier la commande de l’étape « {{step}} »',
  insecure:
    'Ce serveur n’a pas de TLS : il est joint en http non chiffré, la commande d’adhésion l’autorise donc avec --insecure, et la clé comme le secret de l’hôte traversent le réseau en clair. Servez le serveur en HTTPS (voir TLS dans le README) et l’option n’est plus nécessaire.',
  asRoot:
    'Là où sudo est installé, {{prefix}} exécute la commande avec sudo ; en root sur une machine sans sudo, la commande s’exécute sans.',
  noAgent: {
    mac: 'Aucun agent Netloom n’est encore disponible pour macOS. Un Mac peut tout de même se connecter via une passerelle d’accès distant : importez un fichier de configuration dans l’application WireGuard.',
    windows:
      'Aucun agent Netloom n’est encore disponible pour Windows. Un PC Windows peut tout de même se connecter via une passerelle d’accès distant : importez un fichier de configuration dans l’application WireGuard.',
    docker:
      'Aucune image Docker de l’agent Netloom n’est encore disponible. Sur un hôte Linux doté de Docker, installez l’agent sur l’hôte lui-même (voir Linux).',
  },
  steps: {
    install: {
      title: 'Installer l’agent',
      text: 'Téléchargez l’agent, un fichier unique, et son SHA-256 depuis ce serveur, vérifiez-le et installez-le. C’est un exécutable unique pour Linux sur x86-64, qui n’a besoin que de wireguard-tools (ou wireguard-go), iproute2 et nftables.',
    },
    join: {
      title: 'S’inscrire avec la clé',
      text: 'Exécutez ceci sur l’hôte : il s’enregistre, rejoint les réseaux de la clé et continue de tourner. En quelques secondes, l’hôte apparaît dans Tous les appareils.',
    },
    mobileApp: {
      title: 'Installer WireGuard',
      text: 'Les téléphones se connectent via une passerelle d’accès distant : installez l’application WireGuard depuis l’App Store ou Google Play.',
    },
    mobileConfig: {
      title: 'Importer un fichier de configuration',
      text: 'Créez un fichier de configuration sur la passerelle d’un réseau et scannez son code QR avec l’application.',
    },
  },
};

/** French names of a node's health and the reasons for it. */
export const nodeStatus: Translation['nodeStatus'] = {
  online: 'Sain',
  warning: 'Instable',
  error: 'Erreur',
  offline: 'Hors ligne',
  disconnected: 'Déconnecté',
  unknown: 'Inconnu',
  reasons: {
    expired: 'Sa date d’expiration est dépassée ; il ne reçoit plus de pairs.',
    'not-connected': 'Un administrateur l’a déconnecté du réseau.',
    'never-checked-in': 'Son hôte n’a pas contacté le serveur depuis son enregistrement.',
    'check-in-over-error-threshold': 'Son hôte n’a pas contacté le serveur depuis plus de {{duration}}.',
    'check-in-over-warning-threshold': 'Son hôte n’a pas contacté le serveur depuis plus de {{duration}}.',
    'peers-unreachable':
      'Son hôte contacte le serveur, mais plus de la moitié de ses pairs n’ont pas répondu à ses dernières sondes.',
    'checked-in': 'Son hôte a contacté le serveur récemment.',
    'client-enabled': 'Un client externe activé : il peut se connecter via sa passerelle d’accès distant.',
    'client-disabled': 'Un client externe désactivé : sa passerelle d’accès distant ne le laisse pas se connecter.',
  },
};
