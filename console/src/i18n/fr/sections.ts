import type { Translation } from '../en';

/** French titles, descriptions and empty states of a network's pages. */
export const sections: Translation['sections'] = {
  nodes: {
    title: 'Nœuds',
    description: 'Les hôtes de ce réseau, avec leurs adresses et leur état.',
    emptyTitle: 'Aucun nœud dans {{netid}} pour l’instant',
    emptyText:
      'Les hôtes rejoignent le réseau avec une clé d’inscription : installez l’agent sur une machine et lancez-le avec une clé de ce réseau. Chaque hôte qui le rejoint apparaît ici comme nœud.',
  },
  gateways: {
    title: 'Passerelles',
    description: 'Les nœuds qui relaient le trafic et font entrer des clients distants dans le réseau.',
    emptyTitle: 'Aucune passerelle dans {{netid}} pour l’instant',
    emptyText:
      'Une passerelle relaie le trafic d’autres nœuds et fait entrer dans le réseau des clients distants, comme des ordinateurs portables et des téléphones munis d’un fichier de configuration WireGuard. Les passerelles que vous configurez seront listées ici.',
  },
  egress: {
    title: 'Sortie',
    description: 'Les routes du réseau vers des plages d’adresses extérieures, via des nœuds choisis.',
    emptyTitle: 'Aucune route de sortie dans {{netid}} pour l’instant',
    emptyText:
      'La sortie permet aux nœuds d’atteindre des plages d’adresses extérieures au réseau, comme le LAN d’un bureau ou un VPC cloud, via un nœud de votre choix. Les routes que vous ajoutez seront listées ici.',
  },
  'internet-gateways': {
    title: 'Passerelles Internet',
    description: 'Les nœuds qui acheminent le trafic Internet d’autres nœuds.',
    emptyTitle: 'Aucune passerelle Internet dans {{netid}} pour l’instant',
    emptyText:
      'Une passerelle Internet achemine le trafic Internet des nœuds qui y sont connectés : ils sortent sur Internet avec son adresse. Les passerelles Internet que vous configurez seront listées ici.',
  },
  acls: {
    title: 'Contrôle d’accès',
    description: 'Les politiques qui décident quels nœuds et utilisateurs peuvent se joindre.',
    emptyTitle: 'Aucune politique d’accès dans {{netid}} pour l’instant',
    emptyText:
      'Les politiques décident quels nœuds, étiquettes et utilisateurs peuvent se joindre. Tant que vous n’en ajoutez pas, le contrôle d’accès par défaut du réseau s’applique.',
  },
  'old-acls': {
    title: 'Anciennes ACL',
    description: 'La matrice d’accès de nœud à nœud des ACL version 1.',
    emptyTitle: 'Aucune règle d’accès dans {{netid}} pour l’instant',
    emptyText:
      'Les ACL version 1 autorisent ou bloquent chaque paire de nœuds. La matrice se remplit à mesure que des nœuds rejoignent le réseau.',
  },
  tags: {
    title: 'Gestionnaire d’étiquettes',
    description: 'Les étiquettes qui regroupent des nœuds pour les politiques et les clés.',
    emptyTitle: 'Aucune étiquette dans {{netid}} pour l’instant',
    emptyText:
      'Les étiquettes regroupent des nœuds pour que les politiques et les clés d’inscription puissent les désigner ensemble. Les étiquettes que vous créez seront listées ici.',
  },
  dns: {
    title: 'DNS',
    description: 'Les noms qui se résolvent en adresses à l’intérieur de ce réseau.',
    emptyTitle: 'Aucune entrée DNS dans {{netid}} pour l’instant',
    emptyText:
      'Chaque nœud reçoit son propre nom. Les entrées personnalisées donnent le nom de votre choix à n’importe quelle adresse du réseau ; elles seront listées ici.',
  },
  analytics: {
    title: 'Analyses',
    description: 'Connectivité, latence et trafic entre les nœuds.',
  },
  graph: {
    title: 'Graphe du réseau',
    description: 'Comment les nœuds de ce réseau sont reliés entre eux.',
    emptyTitle: 'Rien à dessiner dans {{netid}} pour l’instant',
    emptyText:
      'Le graphe montre les nœuds du réseau et leurs liaisons via les relais, les passerelles et les routes de sortie. Il se remplit à mesure que des nœuds rejoignent le réseau.',
  },
  metrics: {
    title: 'Métriques',
    description: 'Connectivité, latence et trafic entre les nœuds.',
    emptyTitle: 'Pas encore de métriques pour {{netid}}',
    emptyText:
      'Chaque hôte qui exécute l’agent signale une fois par minute ce qu’il a mesuré de ses pairs : connectivité, latence, trafic et disponibilité. Ces mesures apparaissent ici dès le premier rapport d’un hôte de ce réseau.',
  },
  info: {
    title: 'Informations du réseau',
    description: 'Les paramètres de ce réseau.',
  },
};
