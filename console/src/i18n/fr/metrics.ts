import type { Translation } from '../en';

/** French texts of the metrics panel (the Metrics page and the Analytics tab) and its history charts. */
export const metrics: Translation['metrics'] = {
  proTitle: 'Les métriques nécessitent Pro',
  proText:
    'Ce serveur exécute l’édition Community. La licence Professional débloque la connectivité, la latence, le trafic et la disponibilité entre les nœuds, avec leur historique.',
  loadFailed: 'Impossible de charger les métriques',
  viewsLabel: 'Affichage',
  views: {
    connectivity: 'État de la connectivité',
    latency: 'Latence',
    sent: 'Octets envoyés',
    received: 'Octets reçus',
    uptime: 'Disponibilité',
    clients: 'Clients',
  },
  hints: {
    connectivity:
      'Si le nœud de chaque ligne a atteint le pair de chaque colonne lors de son dernier rapport. Cliquez sur une cellule pour l’historique de la paire.',
    latency:
      'Aller-retour du nœud de chaque ligne vers le pair de chaque colonne : jaune au-delà de 300 ms, rouge au-delà de 500 ms ou quand le pair n’a pas répondu.',
    sent: 'Octets envoyés au total par le nœud de chaque ligne au pair de chaque colonne.',
    received: 'Octets reçus au total par le nœud de chaque ligne du pair de chaque colonne.',
    uptime:
      'Part du temps pendant laquelle le nœud de chaque ligne a atteint le pair de chaque colonne ; survolez une cellule pour les heures et les minutes.',
    clients: 'Les clients externes du réseau, tels que les mesure leur passerelle d’accès distant.',
  },
  gridLabel: '{{view}} entre les nœuds',
  corner: 'Mesuré par ↓ · pair →',
  cellLabel: '{{source}} vers {{target}} : {{value}}',
  blank: {
    self: '{{source}} lui-même',
    unreported: '{{source}} n’a pas encore envoyé de rapport',
    'no-peer': 'Le rapport de {{source}} ne contient rien sur {{target}}',
  },
  connected: 'Oui',
  notConnected: 'Non',
  unmeasured: 'Non mesuré',
  unmeasuredHint: 'Le pair n’a pas répondu aux dernières sondes : l’agent signale alors une latence de 999 ms.',
  uptimeHint: 'Disponible {{uptime}} sur {{total}}',
  clients: {
    name: 'Nom du client',
    gateway: 'Passerelle',
    connected: 'Connecté',
    uptime: 'Disponibilité',
    latency: 'Latence',
    sent: 'Total envoyé',
    received: 'Total reçu',
    notMeasured: 'Pas encore mesuré : sa passerelle le mesure dès que le client se connecte.',
    none: 'Ce réseau n’a aucun client externe. Les clients d’une passerelle d’accès distant sont listés ici avec ce que la passerelle mesure d’eux.',
  },
  history: {
    title: 'Historique',
    description:
      'Latence, disponibilité et trafic dans le temps, d’un nœud avec tous ses pairs ou d’une paire. Choisissez-les ici, ou cliquez sur une cellule de la matrice.',
    node: 'Nœud',
    peer: 'Pair',
    allPeers: 'Tous les pairs',
    window: 'Période',
    windows: { h1: '1 h', h6: '6 h', h24: '24 h', h168: '7 j' },
    retention_one: 'Ce serveur conserve {{count}} heure d’historique.',
    retention_other: 'Ce serveur conserve {{count}} heures d’historique.',
    hours_one: 'la dernière heure',
    hours_other: 'les {{count}} dernières heures',
    days_one: 'le dernier jour',
    days_other: 'les {{count}} derniers jours',
    nodeSubject: '{{node}} avec tous ses pairs',
    pairSubject: '{{node}} vers {{peer}}',
    loadFailed: 'Impossible de charger l’historique',
    empty:
      'Aucune mesure de {{subject}} sur {{window}}. Les hôtes envoient un rapport par minute ; chaque point des graphiques résume {{minutes}} minutes.',
    chartLabel: '{{chart}} de {{subject}} sur {{window}}',
    latency: 'Latence',
    uptime: 'Disponibilité',
    traffic: 'Trafic',
    sent: 'Envoyé',
    received: 'Reçu',
    latencySummary: 'Minimum {{min}}, moyenne {{average}}, maximum {{max}}.',
    noAnswers: 'Aucune sonde n’a reçu de réponse sur cette période.',
    uptimeSummary: 'Moyenne {{average}}, minimum {{min}}.',
    trafficSummary: '{{sent}} envoyés et {{received}} reçus sur cette période.',
  },
};
