/** English texts of the dashboard. */
export const dashboard = {
  welcome: 'Welcome, {{username}}',
  description: 'Your networks at a glance.',
  loadFailed: 'Could not load the dashboard',
  quickActions: 'Quick actions',
  actions: {
    createNetwork: 'Create Network',
    addDevice: 'Add device',
    enrollmentKeys: 'Enrollment Keys',
    inviteUsers: 'Invite users',
    readDocs: 'Read the docs',
  },
  totals: {
    label: 'Totals',
    networks: 'Networks',
    devices: 'Devices',
    nodes: 'Nodes',
    clients: 'Clients',
  },
  networks: 'Networks',
  network: {
    nodes: 'Nodes',
    healthLabel: 'Nodes of {{name}} by health',
    health: {
      healthy: 'Healthy',
      warning: 'Warning',
      error: 'Error',
      offline: 'Offline',
    },
    noNodes: 'No nodes yet',
    gateways: 'Gateways',
    gatewayKinds: {
      relays: 'Relays',
      remote_access: 'Remote access',
      egress: 'Egress',
      internet: 'Internet',
    },
    clients: 'Clients',
    clientsEnabled: '{{enabled}} of {{total}} enabled',
  },
  gettingStarted: {
    title: 'Getting started',
    description: 'A few steps take you from an empty server to connected devices.',
    network: {
      title: 'Create a network',
      text: 'A network is a private address range your devices share. Create one to start connecting devices.',
    },
    device: {
      title: 'Add a device',
      text: 'Create an enrollment key, then run the agent with it on a machine: it joins the key’s networks.',
    },
    users: {
      title: 'Invite users',
      text: 'Send people an invitation link; they choose a password or sign in with single sign-on.',
    },
    docs: {
      title: 'Read the docs',
      text: 'Learn how networks, gateways, access control and remote access fit together.',
    },
    noAccess: {
      title: 'No networks for you yet',
      text: 'An admin gives you access to networks through your groups or network roles. They will show here.',
    },
  },
};
