import type { HostNameserver } from '@netloom/contract';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server } from 'node:net';
import { decode, encode, streamEncode, TRUNCATED_RESPONSE, type Answer } from 'dns-packet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DnsResponder } from '../src/dns/dns-responder';
import { answerTcpConnection } from '../src/dns/dns-tcp';
import { DnsZone } from '../src/dns/dns-zone';
import { askTcp, askUdp, freePort, query, RCODE, tcpExchange, udpExchange } from './support/dns-client';

const AUTHORITATIVE = 1 << 10;

function zone(nameservers: HostNameserver[] = []): DnsZone {
  return new DnsZone({
    entries: [
      { name: 'alpha.prod', network: 'prod', address: '10.1.0.1', address6: 'fd01::1' },
      { name: 'beta.prod', network: 'prod', address: '10.1.0.2', address6: '' },
    ],
    networks: [{ name: 'prod', ranges: ['10.1.0.0/16'] }],
    nameservers,
    local: ['10.1.0.1'],
  });
}

function corp(ips: string[]): HostNameserver {
  return { match_domain: 'corp.example', ips, is_search_domain: false, is_fallback: false, is_ad_domain: false };
}

/**
 * A nameserver for the forwarding tests, on `address`:`port`, UDP and TCP: `www.corp.example` is
 * 192.0.2.10; `big.corp.example` has 40 addresses, truncated over UDP and whole over TCP.
 */
async function startUpstream(address: string, port: number): Promise<{ asked: string[]; close(): Promise<void> }> {
  const asked: string[] = [];
  const answerOf = (message: Buffer, overUdp: boolean): Buffer => {
    const request = decode(message);
    const [question] = request.questions ?? [];
    asked.push(`${overUdp ? 'udp' : 'tcp'} ${question.name}`);
    const count = question.name === 'big.corp.example' ? 40 : 1;
    const answers: Answer[] = Array.from({ length: count }, (_, index) => ({
      type: 'A',
      name: question.name,
      ttl: 60,
      data: `192.0.2.${10 + index}`,
    }));
    const truncated = overUdp && count > 1;
    return encode({
      type: 'response',
      id: request.id,
      flags: truncated ? TRUNCATED_RESPONSE : 0,
      questions: request.questions,
      answers: truncated ? [] : answers,
    });
  };
  const udp = createSocket('udp4');
  udp.on('message', (message, sender) => udp.send(answerOf(message, true), sender.port, sender.address));
  await new Promise<void>((done) => udp.bind(port, address, done));
  const tcp = createServer((socket) => answerTcpConnection(socket, async (message) => answerOf(message, false)));
  await new Promise<void>((done) => tcp.listen(port, address, done));
  return {
    asked,
    close: async () => {
      udp.close();
      await new Promise((done) => tcp.close(done));
    },
  };
}

describe('the DNS responder', () => {
  let port: number;
  let responder: DnsResponder;
  const closing: (() => unknown)[] = [];

  beforeEach(async () => {
    port = await freePort();
    responder = new DnsResponder({ port, upstreamPort: port, upstreamTimeoutMs: 300 });
    responder.serve(zone());
  });
  afterEach(async () => {
    await responder.close();
    for (const close of closing.splice(0)) await close();
  });

  it('answers A and AAAA over UDP and TCP, authoritative, with a 10 s TTL and the question as asked', async () => {
    await responder.listen(['127.0.0.1']);
    const overUdp = await askUdp(query('Alpha.PROD', 'A', 7), port);
    expect(overUdp.rcode).toBe(RCODE.NOERROR);
    expect(overUdp.packet.id).toBe(7);
    expect(overUdp.packet.flag_aa).toBe(true);
    expect(overUdp.packet.flag_rd).toBe(true);
    expect(overUdp.packet.questions).toEqual([{ name: 'Alpha.PROD', type: 'A', class: 'IN' }]);
    expect(overUdp.packet.answers).toMatchObject([{ name: 'Alpha.PROD', type: 'A', ttl: 10, data: '10.1.0.1' }]);
    const overTcp = await askTcp([query('alpha.prod', 'AAAA')], port);
    expect(overTcp[0].packet.answers).toMatchObject([{ type: 'AAAA', ttl: 10, data: 'fd01::1' }]);
  });

  it('says NXDOMAIN, NODATA and REFUSED', async () => {
    await responder.listen(['127.0.0.1']);
    const unknown = await askUdp(query('gamma.prod'), port);
    expect(unknown.rcode).toBe(RCODE.NXDOMAIN);
    expect(unknown.packet.flags! & AUTHORITATIVE).toBe(AUTHORITATIVE);
    const noAddress = await askUdp(query('beta.prod', 'AAAA'), port);
    expect(noAddress.rcode).toBe(RCODE.NOERROR);
    expect(noAddress.packet.answers).toEqual([]);
    const otherType = await askUdp(query('alpha.prod', 'TXT'), port);
    expect([otherType.rcode, otherType.packet.answers]).toEqual([RCODE.NOERROR, []]);
    const notOurs = await askUdp(query('example.com'), port);
    expect(notOurs.rcode).toBe(RCODE.REFUSED);
    expect(notOurs.packet.flag_aa).toBe(false);
    const otherClass = await askUdp(
      { ...query('alpha.prod'), questions: [{ name: 'alpha.prod', type: 'A', class: 'CH' }] },
      port,
    );
    expect(otherClass.rcode).toBe(RCODE.REFUSED);
  });

  it('answers several queries on one TCP connection', async () => {
    await responder.listen(['127.0.0.1']);
    const replies = await askTcp(
      [query('alpha.prod', 'A', 1), query('gamma.prod', 'A', 2), query('example.com', 'A', 3)],
      port,
    );
    const byId = Object.fromEntries(replies.map((reply) => [reply.packet.id, reply.rcode]));
    expect(byId).toEqual({ 1: RCODE.NOERROR, 2: RCODE.NXDOMAIN, 3: RCODE.REFUSED });
  });

  it('answers only what is a query with one question: other opcodes NOTIMP, other counts FORMERR', async () => {
    await responder.listen(['127.0.0.1']);
    const notify = await askUdp({ ...query('alpha.prod'), flags: 4 << 11 }, port);
    expect(notify.rcode).toBe(RCODE.NOTIMP);
    const two = await askUdp(
      { ...query('alpha.prod'), questions: [query('alpha.prod').questions![0], query('beta.prod').questions![0]] },
      port,
    );
    expect(two.rcode).toBe(RCODE.FORMERR);
    const none = await askUdp({ ...query('alpha.prod'), questions: [] }, port);
    expect(none.rcode).toBe(RCODE.FORMERR);
    // A response is no query: nothing comes back (two responders cannot answer each other forever).
    expect(await udpExchange(encode({ ...query('alpha.prod'), type: 'response' }), port, '127.0.0.1', 300)).toBeNull();
  });

  it('sets the TC bit when an answer does not fit in 512 bytes over UDP, and answers it whole over TCP', async () => {
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.prod`;
    responder.serve(
      new DnsZone({
        entries: [{ name: long, network: 'prod', address: '10.1.0.3', address6: '' }],
        networks: [{ name: 'prod', ranges: [] }],
        nameservers: [],
        local: [],
      }),
    );
    await responder.listen(['127.0.0.1']);
    const overUdp = await askUdp(query(long), port);
    expect([overUdp.packet.flag_tc, overUdp.packet.answers]).toEqual([true, []]);
    const [overTcp] = await askTcp([query(long)], port);
    expect([overTcp.packet.flag_tc, overTcp.packet.answers?.length]).toEqual([false, 1]);
  });

  it('drops malformed UDP packets and closes TCP connections that send one, and keeps answering', async () => {
    await responder.listen(['127.0.0.1']);
    const valid = encode(query('alpha.prod'));
    for (const junk of [
      Buffer.alloc(0),
      Buffer.from('hello'),
      valid.subarray(0, valid.length - 3),
      Buffer.alloc(512, 0xff),
    ]) {
      expect(await udpExchange(junk, port, '127.0.0.1', 200)).toBeNull();
    }
    const shortFrame = await tcpExchange(Buffer.from([0, 3, 1, 2, 3]), port, 1);
    expect(shortFrame).toEqual({ answers: [], closed: true });
    const badFrame = Buffer.concat([
      streamEncode(query('alpha.prod', 'A', 1)),
      Buffer.from([0, 14]),
      Buffer.alloc(14, 0xff),
    ]);
    const afterGood = await tcpExchange(badFrame, port, 2);
    expect(afterGood.closed).toBe(true);
    expect(afterGood.answers.map((answer) => decode(answer).id)).toEqual([1]);
    expect((await askUdp(query('alpha.prod'), port)).rcode).toBe(RCODE.NOERROR);
    expect((await askTcp([query('alpha.prod')], port))[0].rcode).toBe(RCODE.NOERROR);
  });

  it('closes a TCP connection that stays idle', async () => {
    const server: Server = createServer((socket) => answerTcpConnection(socket, async () => null, 100));
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    closing.push(() => new Promise((done) => server.close(done)));
    const started = Date.now();
    expect(await tcpExchange(Buffer.alloc(0), port, 1)).toEqual({ answers: [], closed: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('swaps the zone it serves at once', async () => {
    await responder.listen(['127.0.0.1']);
    expect((await askUdp(query('alpha.prod'), port)).packet.answers).toMatchObject([{ data: '10.1.0.1' }]);
    responder.serve(
      new DnsZone({
        entries: [{ name: 'alpha.prod', network: 'prod', address: '10.1.0.77', address6: '' }],
        networks: [{ name: 'prod', ranges: [] }],
        nameservers: [],
        local: [],
      }),
    );
    expect((await askUdp(query('alpha.prod'), port)).packet.answers).toMatchObject([{ data: '10.1.0.77' }]);
    expect((await askUdp(query('beta.prod'), port)).rcode).toBe(RCODE.NXDOMAIN);
  });

  it("forwards a nameserver's domain, in turn to its servers, with the client's id; SERVFAIL when none answers", async () => {
    const upstream = await startUpstream('127.0.0.3', port);
    closing.push(upstream.close);
    // 127.0.0.4 is bound but never answers.
    const silent: UdpSocket = createSocket('udp4');
    await new Promise<void>((done) => silent.bind(port, '127.0.0.4', done));
    closing.push(() => silent.close());
    responder.serve(zone([corp(['127.0.0.4', '127.0.0.3'])]));
    await responder.listen(['127.0.0.1']);
    const answered = await askUdp(query('www.corp.example', 'A', 4321), port);
    expect(answered.packet.id).toBe(4321);
    expect(answered.rcode).toBe(RCODE.NOERROR);
    expect(answered.packet.answers).toMatchObject([{ data: '192.0.2.10', ttl: 60 }]);
    expect(upstream.asked).toEqual(['udp www.corp.example']);

    responder.serve(zone([corp(['127.0.0.4'])]));
    const started = Date.now();
    const unanswered = await askUdp(query('www.corp.example', 'A', 99), port);
    expect([unanswered.packet.id, unanswered.rcode]).toEqual([99, RCODE.SERVFAIL]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('asks again over TCP when the answer is truncated and the client came over TCP', async () => {
    const upstream = await startUpstream('127.0.0.3', port);
    closing.push(upstream.close);
    responder.serve(zone([corp(['127.0.0.3'])]));
    await responder.listen(['127.0.0.1']);
    const overUdp = await askUdp(query('big.corp.example'), port);
    expect([overUdp.packet.flag_tc, overUdp.packet.answers]).toEqual([true, []]);
    const [overTcp] = await askTcp([query('big.corp.example', 'A', 55)], port);
    expect(overTcp.packet.id).toBe(55);
    expect(overTcp.packet.answers).toHaveLength(40);
    expect(upstream.asked).toEqual(['udp big.corp.example', 'udp big.corp.example', 'tcp big.corp.example']);
  });

  it('listens on exactly the addresses asked, says which it cannot bind and binds them on the next listen', async () => {
    const squatter = createSocket('udp4');
    await new Promise<void>((done) => squatter.bind(port, '127.0.0.6', done));
    await responder.listen(['127.0.0.1', '127.0.0.6', '192.0.2.1']);
    expect(responder.listening).toEqual(['127.0.0.1']);
    expect(responder.problems).toEqual([
      `cannot answer DNS on 127.0.0.6:${port}: another program uses that port`,
      `cannot answer DNS on 192.0.2.1:${port}: the address is not (yet) on this host`,
    ]);
    await new Promise<void>((done) => squatter.close(done));
    await responder.listen(['127.0.0.1', '127.0.0.6']);
    expect(responder.listening).toEqual(['127.0.0.1', '127.0.0.6']);
    expect(responder.problems).toEqual([]);
    expect((await askUdp(query('alpha.prod'), port, '127.0.0.6')).rcode).toBe(RCODE.NOERROR);

    await responder.listen(['127.0.0.6']);
    await responder.listen(['127.0.0.6']);
    expect(responder.listening).toEqual(['127.0.0.6']);
    expect(await udpExchange(encode(query('alpha.prod')), port, '127.0.0.1', 200)).toBeNull();
    await expect(tcpExchange(streamEncode(query('alpha.prod')), port, 1, '127.0.0.1')).rejects.toThrow(/ECONNREFUSED/);

    await responder.close();
    expect(responder.listening).toEqual([]);
    await responder.listen(['127.0.0.1']);
    expect((await askTcp([query('alpha.prod')], port))[0].rcode).toBe(RCODE.NOERROR);
  });

  it('answers on IPv6', async () => {
    await responder.listen(['::1']);
    expect((await askUdp(query('alpha.prod', 'AAAA'), port, '::1')).packet.answers).toMatchObject([
      { data: 'fd01::1' },
    ]);
    expect((await askTcp([query('alpha.prod')], port, '::1'))[0].packet.answers).toMatchObject([{ data: '10.1.0.1' }]);
  });
});
