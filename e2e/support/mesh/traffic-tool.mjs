// Real traffic for the mesh tests, run with Node.js inside a lab namespace (`ip netns exec`):
//   serve tcp:22 udp:5353 ...          echo servers on every address; prints "ready" once all listen
//   tcp <address> <port> [timeout ms]  exits 0 when a connection echoes what it sent, 1 otherwise;
//                                      prints when it sent its first packet (ms since the epoch)
//   udp <address> <port> [timeout ms]  the same with one datagram
//   watch <address> <port> <ms>        tries TCP connections for that long; prints how many got through
import { createSocket } from 'node:dgram';
import { connect, createServer } from 'node:net';

const MESSAGE = 'netloom-probe';

function serve(specs) {
  let waiting = specs.length;
  const listening = () => {
    waiting -= 1;
    if (waiting === 0) console.log('ready');
  };
  for (const spec of specs) {
    const [protocol, port] = spec.split(':');
    if (protocol === 'tcp') {
      createServer((socket) => socket.pipe(socket).on('error', () => {})).listen(Number(port), listening);
    } else {
      const socket = createSocket('udp4');
      socket.on('message', (data, from) => socket.send(data, from.port, from.address));
      socket.bind(Number(port), listening);
    }
  }
}

/** Resolves true when a TCP connection to the address echoes the message within the timeout. */
function tcpEchoes(address, port, timeoutMs) {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    const done = (result) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('connect', () => socket.write(MESSAGE));
    socket.on('data', (data) => done(data.toString() === MESSAGE));
    socket.on('error', () => done(false));
  });
}

function udpEchoes(address, port, timeoutMs) {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (result) => {
      clearTimeout(timer);
      socket.close();
      resolve(result);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('message', (data) => done(data.toString() === MESSAGE));
    socket.on('error', () => done(false));
    socket.send(MESSAGE, port, address);
  });
}

async function watch(address, port, durationMs) {
  const until = Date.now() + durationMs;
  let through = 0;
  while (Date.now() < until) {
    if (await tcpEchoes(address, port, 100)) through += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log(String(through));
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'serve') serve(rest);
else if (command === 'watch') await watch(rest[0], Number(rest[1]), Number(rest[2]));
else {
  const [address, port, timeout = '1000'] = rest;
  const echoes = command === 'tcp' ? tcpEchoes : udpEchoes;
  console.log(String(Date.now()));
  process.exit((await echoes(address, Number(port), Number(timeout))) ? 0 : 1);
}
