import { createRequire } from 'node:module';
import type { MeshLab } from './lab';

const DNS_PACKET = createRequire(import.meta.url).resolve('dns-packet');

/**
 * A LAN's own nameserver in a namespace of the lab (what a company's DNS server would be): answers
 * A questions for `names` on UDP port 53, NXDOMAIN for anything else. `dispose` of the lab stops it.
 */
export function startLanNameserver(lab: MeshLab, namespace: string, names: Record<string, string>): void {
  const script = `
    const dgram = require('node:dgram');
    const packet = require(${JSON.stringify(DNS_PACKET)});
    const names = ${JSON.stringify(names)};
    const socket = dgram.createSocket('udp4');
    socket.on('message', (message, from) => {
      const query = packet.decode(message);
      const question = query.questions[0];
      const address = names[question.name.toLowerCase()];
      const answers = address && question.type === 'A' ? [{ type: 'A', name: question.name, ttl: 5, data: address }] : [];
      const reply = packet.encode({
        id: query.id,
        type: 'response',
        flags: packet.AUTHORITATIVE_ANSWER | (address ? 0 : 3),
        questions: query.questions,
        answers,
      });
      socket.send(reply, from.port, from.address);
    });
    socket.bind(53);
  `;
  lab.spawnIn(namespace, process.execPath, ['-e', script]);
}
