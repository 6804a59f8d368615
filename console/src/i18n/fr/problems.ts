import type { Translation } from '../en';

/** French texts of the problems the shared rules find (the server's words, by problem code). */
export const problems: Translation['problems'] = {
  nameRequired: 'Le nom est obligatoire',
  nameTooLong: 'Le nom doit comporter au plus {{max}} caractères',
  hostNameCharacters:
    'Le nom ne peut contenir que des lettres, des chiffres, des points, des traits de soulignement et des tirets',
  mtuRange: 'La MTU doit être comprise entre {{min}} et {{max}}',
  keepaliveRange: 'Le keepalive persistant doit être compris entre 0 et {{max}} secondes',
  verbosityRange: 'Le niveau de journalisation doit être compris entre 0 et {{max}}',
  staticPortRequired: 'Un port statique nécessite un listenport compris entre 1 et 65535',
  listenPortRange: 'La valeur de listenport doit être comprise entre 0 et 65535',
  endpointNotIPv4: 'Le champ endpointip doit contenir une adresse IPv4',
  endpointNotIPv6: 'Le champ endpointipv6 doit contenir une adresse IPv6',
  staticEndpointRequired: 'Un point de terminaison statique nécessite endpointip ou endpointipv6',
  portInvalid: 'Port {{port}} non valide : indiquez un port comme 80 ou une plage comme 8000-8100',
  portOutOfBounds: 'Port {{port}} non valide : les ports sont compris dans la plage 1-65535',
  portRangeReversed: 'Plage de ports {{port}} non valide : le premier port ne doit pas dépasser le dernier',
  serviceUnknown: 'Type de service {{service}} non valide : choisissez parmi {{services}}',
  serviceFixedPort:
    'Le service {{service}} utilise toujours le port {{port}} : choisissez Custom pour définir les ports',
  serviceAllPorts: 'Le service {{service}} couvre tous les ports : choisissez Custom pour définir les ports',
  serviceNoPorts: 'Le trafic {{protocol}} n’a pas de ports : ne les indiquez pas',
  serviceProtocol: 'Un service {{service}} nécessite le protocole tcp ou udp',
  policySourceRequired: 'Choisissez au moins une source',
  policyDestinationRequired: 'Choisissez au moins une destination',
  policyUserDestination: 'Un utilisateur ne peut pas être ajouté comme destination',
  devicePolicySourceMismatch: 'La source ne convient pas à une politique de ressources',
  userPolicySourceMismatch: 'La source ne convient pas à une politique d’utilisateurs',
  dnsNameRequired: 'Veuillez saisir un nom DNS',
  dnsNameCharacters:
    'Saisie non valide. Seuls les lettres majuscules (A-Z), les lettres minuscules (a-z), les chiffres (0-9), le signe moins (-) et les points (.) sont autorisés',
  dnsNameTooLong: 'Un nom DNS doit comporter au plus {{max}} caractères',
  dnsNameLabels:
    'Chaque partie d’un nom DNS entre deux points doit comporter de 1 à 63 lettres, chiffres ou tirets, et ne peut ni commencer ni se terminer par un tiret',
  dnsAddressRequired: 'Une entrée DNS nécessite une adresse IPv4, une adresse IPv6 ou les deux',
  dnsAddressNotIPv4: 'L’adresse {{address}} n’est pas une adresse IPv4',
  dnsAddressNotIPv6: 'La valeur {{address}} de address6 n’est pas une adresse IPv6',
  nameserverNameTooLong: 'Le nom d’un serveur de noms doit comporter au plus {{max}} caractères',
  nameserverAddressRequired: 'Au moins une adresse de serveur de noms est requise',
  nameserverTooManyAddresses: 'Un serveur de noms a au plus {{max}} adresses',
  nameserverAddressInvalid: 'Le serveur de noms {{server}} n’est pas une adresse IP (p. ex. 10.0.0.2 ou fd00::53)',
  nameserverAddressRepeated: 'Chaque adresse de serveur de noms ne peut être indiquée qu’une fois',
  matchDomainRequired: 'Au moins un domaine de correspondance est requis, p. ex. corp.example',
  nameserverTooManyDomains: 'Un serveur de noms a au plus {{max}} domaines de correspondance',
  matchDomainInvalid:
    'Le domaine de correspondance {{domain}} n’est pas un nom de domaine : utilisez des parties faites de lettres, de chiffres et de tirets, séparées par des points, p. ex. corp.example',
  matchDomainInsideNetwork:
    'Le domaine de correspondance {{domain}} fait partie des noms propres au réseau {{network}} : ses hôtes y répondent eux-mêmes',
  matchDomainRepeated: 'Chaque domaine de correspondance ne peut être indiqué qu’une fois',
  egressRangeRequired:
    'Saisissez au moins une plage pour la passerelle de sortie (0.0.0.0/0 et ::/0 sont routés par les passerelles Internet)',
  egressRangeInvalid: 'La plage de sortie {{range}} doit être un CIDR IPv4 ou IPv6, p. ex. 192.168.1.0/24',
  egressRangeOverlapsNetwork: 'La plage de sortie {{range}} chevauche la plage propre du réseau, {{networkRange}}',
  keyNameLength: 'Le nom de clé {{name}} doit comporter de {{min}} à {{max}} caractères',
  keyNameCharacters: 'Le nom de clé {{name}} ne peut contenir que des lettres, des chiffres, des espaces et des tirets',
  metadataTooLong: 'Les métadonnées doivent comporter au plus {{max}} caractères',
  expiryInPast: 'Le champ expdatetime doit être une date future (en secondes Unix), ou 0 pour aucune expiration',
  dnsServersInvalid:
    'Le DNS doit être une liste d’adresses IP séparées par des virgules ; {{server}} n’est pas une adresse IP',
  clientIdLength:
    'Veuillez saisir un ID du client de {{min}} caractères au minimum et de {{max}} caractères au maximum.',
  clientIdSpaces: 'L’ID du client ne doit pas contenir d’espaces',
  clientIdCharacters:
    'L’ID du client ne peut contenir que des lettres, des chiffres, des points, des traits de soulignement et des tirets',
  extraAllowedIpInvalid: 'L’adresse supplémentaire {{range}} doit être un CIDR, p. ex. 192.168.10.0/24',
  extraAllowedIpDefaultRoute:
    'L’adresse supplémentaire {{range}} est une route par défaut : chaque hôte enverrait tout son trafic à ce client ; pour router tout le trafic, utilisez une passerelle Internet',
  extraAllowedIpOverlapsNetwork: 'L’adresse supplémentaire {{range}} chevauche la plage du réseau {{networkRange}}',
  scriptTooLong: '{{script}} doit comporter au plus {{max}} caractères',
  clientRouteOverlapsNetwork:
    'L’adresse supplémentaire {{range}} chevauche la plage {{networkRange}} du réseau {{network}} : les hôtes des deux réseaux enverraient le trafic de ce réseau à ce client',
  clientRouteCoversServer:
    'L’adresse supplémentaire {{range}} couvre {{address}}, l’adresse du serveur : les hôtes joindraient le serveur via ce client et le perdraient dès que le client disparaîtrait',
  clientRouteCoversBroker:
    'L’adresse supplémentaire {{range}} couvre {{address}}, l’adresse du broker : les hôtes joindraient le broker via ce client et le perdraient dès que le client disparaîtrait',
  gatewayRouteOverlapsNetwork:
    'La plage de sortie {{range}} chevauche la plage {{networkRange}} du réseau {{network}} : les hôtes des deux réseaux enverraient le trafic de ce réseau à cette passerelle',
  gatewayRouteCoversServer:
    'La plage de sortie {{range}} couvre {{address}}, l’adresse du serveur : les hôtes joindraient le serveur via cette passerelle et le perdraient dès que la passerelle disparaîtrait',
  gatewayRouteCoversBroker:
    'La plage de sortie {{range}} couvre {{address}}, l’adresse du broker : les hôtes joindraient le broker via cette passerelle et le perdraient dès que la passerelle disparaîtrait',
  tagNameLength: 'Un nom d’étiquette doit comporter de {{min}} à {{max}} caractères',
  tagNameCharacters:
    'Un nom d’étiquette ne peut contenir que des lettres (A-Z, a-z), des chiffres (0-9) et des tirets (-)',
  usernameTooShort: 'Le nom d’utilisateur doit comporter plus de 3 caractères',
  usernameCharacters: 'Le nom d’utilisateur contient des caractères non valides',
  usernameReserved: 'Le nom d’utilisateur {{username}} est réservé',
  emailInvalid: 'Adresse e-mail {{email}} non valide',
  passwordTooShort: 'Le mot de passe doit comporter au moins {{min}} caractères',
  networkExists: 'Le réseau {{netid}} existe déjà',
  networkNameTaken: 'Un réseau nommé {{name}} existe déjà',
  networkRangeTaken: 'Cette plage d’adresses est déjà utilisée par un autre réseau',
  nodeLimitReached: 'Le réseau {{network}} a atteint sa limite de {{limit}} nœuds',
  addressTaken: 'L’adresse {{address}} est déjà attribuée',
  userExists: 'L’utilisateur {{username}} existe déjà',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect',
  ownAccountUndeletable: 'Vous ne pouvez pas supprimer votre propre compte',
  superAdminUndeletable:
    'Le super-administrateur ne peut pas être supprimé ; transférez d’abord le rôle de super-administrateur',
  inviteEmailsRequired: 'Indiquez au moins une adresse e-mail à inviter',
  apiTokenNameTaken: 'Vous avez déjà un jeton d’API nommé « {{name}} » ; choisissez un autre nom',
  keyNameTaken: 'Le nom de clé {{name}} est déjà utilisé par une autre clé d’inscription',
  keyNamesRepeated: 'Les noms de clé doivent être différents',
  clientNameTaken: 'Ce nom de client existe déjà',
  clientPublicKeyTaken: 'La clé publique est déjà utilisée par le client externe {{client}}',
  nameserverNameTaken: 'Le réseau {{network}} a déjà un serveur de noms nommé {{name}}',
  roleNameTaken: 'Le rôle existe déjà : {{network}} a un rôle nommé {{name}}',
  groupNameTaken: 'Le groupe existe déjà : {{name}}',
  policyNameTaken: 'Une politique nommée « {{name}} » existe déjà dans le réseau {{network}}',
  tagExists: 'L’étiquette d’ID {{id}} existe déjà',
  tagInUse: 'L’étiquette est utilisée par une politique active : {{policies}}',
};
