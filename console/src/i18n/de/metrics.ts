import type { Translation } from '../en';

/** German texts of the metrics panel (the Metrics page and the Analytics tab) and its history charts. */
export const metrics: Translation['metrics'] = {
  proTitle: 'Metriken erfordern Pro',
  proText:
    'Dieser Server läuft mit der Community-Edition. Die Professional-Lizenz schaltet Konnektivität, Latenz, Datenverkehr und Verfügbarkeit zwischen den Knoten frei, samt ihrem Verlauf.',
  loadFailed: 'Die Metriken konnten nicht geladen werden',
  viewsLabel: 'Anzeige',
  views: {
    connectivity: 'Verbindungsstatus',
    latency: 'Latenz',
    sent: 'Gesendete Bytes',
    received: 'Empfangene Bytes',
    uptime: 'Verfügbarkeit',
    clients: 'Clients',
  },
  hints: {
    connectivity:
      'Ob der Knoten jeder Zeile den Peer jeder Spalte bei seiner letzten Meldung erreicht hat. Klicken Sie auf eine Zelle für den Verlauf des Paars.',
    latency:
      'Umlaufzeit vom Knoten jeder Zeile zum Peer jeder Spalte: gelb über 300 ms, rot über 500 ms oder wenn der Peer nicht geantwortet hat.',
    sent: 'Bytes, die der Knoten jeder Zeile insgesamt an den Peer jeder Spalte gesendet hat.',
    received: 'Bytes, die der Knoten jeder Zeile insgesamt vom Peer jeder Spalte empfangen hat.',
    uptime:
      'Anteil der Zeit, in der der Knoten jeder Zeile den Peer jeder Spalte erreicht hat; fahren Sie mit der Maus über eine Zelle, um Stunden und Minuten zu sehen.',
    clients: 'Die externen Clients des Netzwerks, wie ihr Remote-Access-Gateway sie misst.',
  },
  gridLabel: '{{view}} zwischen den Knoten',
  corner: 'Gemessen von ↓ · Peer →',
  cellLabel: '{{source}} zu {{target}}: {{value}}',
  blank: {
    self: '{{source}} selbst',
    unreported: '{{source}} hat noch nichts gemeldet',
    'no-peer': 'Die Meldung von {{source}} enthält nichts zu {{target}}',
  },
  connected: 'Ja',
  notConnected: 'Nein',
  unmeasured: 'Nicht gemessen',
  unmeasuredHint:
    'Der Peer hat auf die letzten Messungen nicht geantwortet: Der Agent meldet eine solche Latenz als 999 ms.',
  uptimeHint: '{{uptime}} von {{total}} erreichbar',
  clients: {
    name: 'Client-Name',
    gateway: 'Gateway',
    connected: 'Verbunden',
    uptime: 'Verfügbarkeit',
    latency: 'Latenz',
    sent: 'Insgesamt gesendet',
    received: 'Insgesamt empfangen',
    notMeasured: 'Noch nicht gemessen: Sein Gateway misst ihn, sobald sich der Client verbindet.',
    none: 'Dieses Netzwerk hat keine externen Clients. Clients eines Remote-Access-Gateways erscheinen hier mit den Werten, die das Gateway von ihnen misst.',
  },
  history: {
    title: 'Verlauf',
    description:
      'Latenz, Verfügbarkeit und Datenverkehr im Zeitverlauf, für einen Knoten mit allen seinen Peers oder für ein Paar. Wählen Sie sie hier aus oder klicken Sie auf eine Zelle der Matrix.',
    node: 'Knoten',
    peer: 'Peer',
    allPeers: 'Alle Peers',
    window: 'Zeitfenster',
    windows: { h1: '1 h', h6: '6 h', h24: '24 h', h168: '7 Tage' },
    retention_one: 'Dieser Server bewahrt den Verlauf {{count}} Stunde lang auf.',
    retention_other: 'Dieser Server bewahrt den Verlauf {{count}} Stunden lang auf.',
    hours_one: 'in der letzten Stunde',
    hours_other: 'in den letzten {{count}} Stunden',
    days_one: 'am letzten Tag',
    days_other: 'in den letzten {{count}} Tagen',
    nodeSubject: '{{node}} mit allen seinen Peers',
    pairSubject: '{{node}} zu {{peer}}',
    loadFailed: 'Der Verlauf konnte nicht geladen werden',
    empty:
      'Keine Messwerte für {{subject}} {{window}}. Hosts melden sich einmal pro Minute; jeder Punkt der Diagramme fasst {{minutes}} Minuten zusammen.',
    chartLabel: '{{chart}} von {{subject}} {{window}}',
    latency: 'Latenz',
    uptime: 'Verfügbarkeit',
    traffic: 'Datenverkehr',
    sent: 'Gesendet',
    received: 'Empfangen',
    latencySummary: 'Minimum {{min}}, Durchschnitt {{average}}, Maximum {{max}}.',
    noAnswers: 'In diesem Zeitfenster wurde keine Messung beantwortet.',
    uptimeSummary: 'Durchschnitt {{average}}, Minimum {{min}}.',
    trafficSummary: 'In diesem Zeitfenster {{sent}} gesendet und {{received}} empfangen.',
  },
};
