/** English texts of a network's use case; the use case names come verbatim from the contract. */
export const useCases = {
  label: 'Use case',
  none: 'None',
  createHint: 'Optional. The Network Info page then lists the steps it takes.',
  title: 'Use case',
  description: 'What this network is set up for, and what it still needs. The choice is kept in this browser.',
  descriptions: {
    remote_access_multiple_users:
      'Several people reach the network from their own laptops and phones through a remote access gateway, each with a VPN config file.',
    egress_to_cloud_vpc:
      'The nodes reach the private address range of a cloud VPC through an egress gateway, a node that sits in the VPC.',
  },
  stepsLabel: 'Steps of {{name}}',
  progress: '{{done}} of {{total}} steps done',
  done: 'Done',
  allSet: 'All set',
  allSetText: 'Every step of {{name}} is done.',
  loadFailed: 'Could not load what the network holds',
  steps: {
    node: {
      title: 'Add a node',
      text: 'Run the agent on a host with an enrollment key of this network; the host joins as a node.',
      action: 'Add a device',
    },
    remote_access_gateway: {
      title: 'Create a remote access gateway',
      text: 'Make a node the gateway that remote users connect through.',
      action: 'Create a gateway',
    },
    vpn_client: {
      title: 'Create a VPN config file',
      text: 'Create a config file on the gateway for each person, to import into their WireGuard app.',
      action: 'Create a config file',
    },
    egress_gateway: {
      title: 'Create an egress gateway',
      text: 'Make a node inside the VPC route the VPC’s address range for the network.',
      action: 'Create an egress gateway',
    },
  },
};
