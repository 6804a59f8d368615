import type { Translation } from '../en';

/** German texts of a network's use case; the use case names come verbatim from the contract. */
export const useCases: Translation['useCases'] = {
  label: 'Anwendungsfall',
  none: 'Keiner',
  createHint: 'Optional. Die Seite Netzwerkinfo listet dann die nötigen Schritte auf.',
  title: 'Anwendungsfall',
  description:
    'Wofür dieses Netzwerk eingerichtet wird und was ihm noch fehlt. Die Wahl wird in diesem Browser gespeichert.',
  descriptions: {
    remote_access_multiple_users:
      'Mehrere Personen erreichen das Netzwerk von ihren eigenen Laptops und Telefonen über ein Remote-Access-Gateway, jede mit einer VPN-Konfigurationsdatei.',
    egress_to_cloud_vpc:
      'Die Knoten erreichen den privaten Adressbereich einer Cloud-VPC über ein Egress-Gateway, einen Knoten in der VPC.',
  },
  stepsLabel: 'Schritte für {{name}}',
  progress: '{{done}} von {{total}} Schritten erledigt',
  done: 'Erledigt',
  allSet: 'Alles bereit',
  allSetText: 'Alle Schritte für {{name}} sind erledigt.',
  loadFailed: 'Der Inhalt des Netzwerks konnte nicht geladen werden',
  steps: {
    node: {
      title: 'Einen Knoten hinzufügen',
      text: 'Starten Sie den Agenten auf einem Host mit einem Beitrittsschlüssel dieses Netzwerks; der Host tritt als Knoten bei.',
      action: 'Gerät hinzufügen',
    },
    remote_access_gateway: {
      title: 'Ein Remote-Access-Gateway anlegen',
      text: 'Machen Sie einen Knoten zum Gateway, über das sich entfernte Benutzer verbinden.',
      action: 'Gateway anlegen',
    },
    vpn_client: {
      title: 'Eine VPN-Konfigurationsdatei anlegen',
      text: 'Legen Sie auf dem Gateway für jede Person eine Konfigurationsdatei an, die sie in ihre WireGuard-App importiert.',
      action: 'Konfigurationsdatei anlegen',
    },
    egress_gateway: {
      title: 'Ein Egress-Gateway anlegen',
      text: 'Lassen Sie einen Knoten in der VPC deren Adressbereich für das Netzwerk routen.',
      action: 'Egress-Gateway anlegen',
    },
  },
};
