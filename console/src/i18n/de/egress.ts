import type { Translation } from '../en';

/** German texts of the Egress page. */
export const egress: Translation['egress'] = {
  emptyText:
    'Über ein Egress-Gateway erreichen die Knoten des Netzwerks Adressbereiche außerhalb davon, etwa ein Büronetz oder eine Cloud-VPC, über einen Linux-Host, der in beiden Netzen steht. Legen Sie eines an, um den ersten Bereich zu routen.',
  create: 'Egress anlegen',
  createTitle: 'Egress-Gateway anlegen',
  updateTitle: 'Egress-Gateway {{name}} aktualisieren',
  gatewaysTitle: 'Egress-Gateways',
  routesTitle: 'Externe Routen',
  actionsLabel: 'Aktionen für Egress-Gateway {{name}}',
  update: 'Aktualisieren',
  natOn: 'NAT an',
  natOffShort: 'NAT aus',
  rangeCount_one: '{{count}} Bereich',
  rangeCount_other: '{{count}} Bereiche',
  columns: {
    host: 'Host',
    nat: 'NAT',
    ranges: 'Bereiche',
    cidr: 'CIDR',
  },
  form: {
    host: 'Gateway-Host',
    hostHint: 'Ein Linux-Host dieses Netzwerks, der die Bereiche erreicht.',
    hostRequired: 'Wählen Sie den Host, der die Bereiche routet.',
    nat: 'NAT für ausgehenden Datenverkehr aktivieren',
    natHint: 'Datenverkehr, der das Gateway verlässt, trägt die Adresse des Gateways.',
    ranges: 'Bereiche',
    rangesHint: 'Die externen Adressbereiche, die die Knoten über diesen Host erreichen, als IPv4- oder IPv6-CIDRs.',
    range: 'Bereich {{number}}',
    rangePlaceholder: '192.168.10.0/24',
    addRange: 'Bereich hinzufügen',
    removeRange: 'Bereich {{number}} entfernen',
    problems: {
      required: 'Geben Sie einen Bereich ein oder entfernen Sie diese Zeile.',
      internet: 'Das gesamte Internet wird von einem Internet-Gateway geroutet, nicht über Egress.',
      duplicate: 'Dieser Bereich ist bereits aufgeführt.',
    },
  },
  noFirewall:
    '{{name}} meldet keine Firewall. Egress braucht iptables oder nftables auf dem Host: Installieren Sie eines davon und lassen Sie den Host sich erneut melden.',
  natOffTitle: 'NAT ist aus',
  natOff:
    'Ohne NAT sehen die Rechner in diesen Bereichen die eigenen Adressen der Knoten und brauchen eine Route über diesen Host zurück ins Netzwerk, sonst kommen keine Antworten an.',
  createPending: 'Egress-Gateway {{name}} wird angelegt…',
  updatePending: 'Egress-Gateway {{name}} wird gespeichert…',
  createDone: '{{name}} ist ein Egress-Gateway',
  updateDone: 'Egress-Gateway {{name}} gespeichert',
  createFailed: 'Das Egress-Gateway {{name}} konnte nicht angelegt werden',
  updateFailed: 'Das Egress-Gateway {{name}} konnte nicht gespeichert werden',
  deleteTitle: 'Egress-Gateway löschen',
  deleteConfirm_one:
    'Das Egress-Gateway {{name}} löschen? Die Knoten erreichen diesen Bereich dann nicht mehr darüber:',
  deleteConfirm_other:
    'Das Egress-Gateway {{name}} löschen? Die Knoten erreichen diese Bereiche dann nicht mehr darüber:',
  deleteLastRangeConfirm:
    '{{range}} ist der letzte Bereich von {{name}}; wenn Sie ihn entfernen, wird das Egress-Gateway gelöscht. Die Knoten erreichen {{range}} dann nicht mehr darüber.',
  deletePending: 'Egress-Gateway {{name}} wird gelöscht…',
  deleteDone: '{{name}} ist kein Egress-Gateway mehr',
  deleteFailed: 'Das Egress-Gateway {{name}} konnte nicht gelöscht werden',
  deleteRange: 'Bereich entfernen',
  deleteRangeTitle: 'Bereich entfernen',
  deleteRangeLabel: '{{range}} aus {{name}} entfernen',
  deleteRangeConfirm:
    '{{range}} nicht mehr über {{name}} routen? Die Knoten erreichen den Bereich dann nicht mehr über diesen Host.',
  deleteRangePending: '{{range}} wird entfernt…',
  deleteRangeDone: '{{range}} läuft nicht mehr über {{name}}',
  deleteRangeFailed: '{{range}} konnte nicht entfernt werden',
};
