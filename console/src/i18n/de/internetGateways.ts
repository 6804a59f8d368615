import type { Translation } from '../en';

/** German texts of the Internet Gateways page. */
export const internetGateways: Translation['internetGateways'] = {
  emptyText:
    'Ein Internet-Gateway übernimmt den Internetverkehr der mit ihm verbundenen Hosts, die dann über seine Adresse online gehen. Es muss ein Linux-Host mit iptables oder nftables sein. Legen Sie eines an und wählen Sie die Hosts, die es nutzen.',
  proTitle: 'Internet-Gateways erfordern Pro',
  proText: 'Dieser Server läuft mit der Community-Edition. Die Professional-Lizenz schaltet Internet-Gateways frei.',
  create: 'Internet-Gateway anlegen',
  createTitle: 'Internet-Gateway anlegen',
  updateTitle: 'Verbundene Hosts von {{name}}',
  gatewaysTitle: 'Internet-Gateways',
  connectedTitle: 'Verbundene Hosts',
  noConnected:
    'Noch geht kein Host über ein Internet-Gateway online. Aktualisieren Sie ein Gateway, um Hosts damit zu verbinden.',
  actionsLabel: 'Aktionen für Internet-Gateway {{name}}',
  update: 'Verbundene Hosts aktualisieren',
  hostCount_one: '{{count}} Host',
  hostCount_other: '{{count}} Hosts',
  columns: { connected: 'Verbundene Hosts', gateway: 'Internet-Gateway' },
  form: {
    host: 'Gateway-Host',
    hostHint:
      'Nur Linux-Hosts, die nicht über ein Relay laufen, können Internet-Gateways sein; die übrigen sind ausgegraut.',
    hostRequired: 'Wählen Sie den Host, der zum Internet-Gateway wird.',
    clients: 'Hosts, die es nutzen',
    clientsHint:
      'Ihr Internetverkehr läuft über das Gateway. Hosts, die über ein Relay laufen, der Failover-Host, Standard-Hosts und Hosts eines anderen Internet-Gateways werden nicht angeboten.',
    noCandidates: 'Kein anderer Host kann dieses Gateway nutzen',
  },
  noFirewall:
    '{{name}} meldet keine Firewall. Ein Internet-Gateway braucht iptables oder nftables auf dem Host: Installieren Sie eines davon und lassen Sie den Host sich erneut melden.',
  createPending: 'Internet-Gateway {{name}} wird angelegt…',
  updatePending: 'Hosts von {{name}} werden gespeichert…',
  createDone_one: '{{name}} ist ein Internet-Gateway für {{count}} Host',
  createDone_other: '{{name}} ist ein Internet-Gateway für {{count}} Hosts',
  updateDone_one: '{{count}} Host geht über {{name}} online',
  updateDone_other: '{{count}} Hosts gehen über {{name}} online',
  createFailed: 'Das Internet-Gateway {{name}} konnte nicht angelegt werden',
  updateFailed: 'Die Hosts von {{name}} konnten nicht gespeichert werden',
  deleteTitle: 'Internet-Gateway löschen',
  deleteConfirm_one:
    'Das Internet-Gateway {{name}} löschen? Dieser Host verliert seine Internetroute darüber und geht wieder direkt online:',
  deleteConfirm_other:
    'Das Internet-Gateway {{name}} löschen? Diese Hosts verlieren ihre Internetroute darüber und gehen wieder direkt online:',
  deleteConfirm_zero: 'Das Internet-Gateway {{name}} löschen? Kein Host nutzt es.',
  deletePending: 'Internet-Gateway {{name}} wird gelöscht…',
  deleteDone: '{{name}} ist kein Internet-Gateway mehr',
  deleteFailed: 'Das Internet-Gateway {{name}} konnte nicht gelöscht werden',
  disconnect: 'Vom Gateway trennen',
  disconnectButton: 'Trennen',
  disconnectLabel: '{{name}} von {{gateway}} trennen',
  disconnectTitle: 'Vom Internet-Gateway trennen',
  disconnectConfirm:
    '{{name}} vom Internet-Gateway {{gateway}} trennen? Er verliert seine Internetroute über {{gateway}} und geht wieder direkt online.',
  disconnectPending: '{{name}} wird von {{gateway}} getrennt…',
  disconnectDone: '{{name}} geht nicht mehr über {{gateway}} online',
  disconnectFailed: '{{name}} konnte nicht von {{gateway}} getrennt werden',
};
