import {
  AUTHORITATIVE_ANSWER,
  decode,
  encode,
  encodingLength,
  RECURSION_DESIRED,
  TRUNCATED_RESPONSE,
  type Answer,
  type DecodedPacket,
  type Question,
} from 'dns-packet';
import type { DnsZone } from './dns-zone';

/** How long resolvers may keep an answer, in seconds: names follow their nodes within this. */
export const ANSWER_TTL = 10;

/** How a query came: a UDP answer must fit in 512 bytes (the client sent no larger size that we honour). */
export type Transport = 'udp' | 'tcp';

/** Asks the nameservers of a forwarded domain; null when none answers. */
export type Forward = (query: Buffer, servers: readonly string[], overTcp: boolean) => Promise<Buffer | null>;

const UDP_ANSWER_BYTES = 512;
const OPCODE_QUERY = 0;
const RCODE = { noError: 0, formatError: 1, serverFailure: 2, nameError: 3, notImplemented: 4, refused: 5 } as const;

function opcodeOf(query: DecodedPacket): number {
  return ((query.flags ?? 0) >> 11) & 0xf;
}

/** A response to `query` with `rcode`: its question, answers when there are, the AA bit when the answer is ours. */
function respond(
  query: DecodedPacket,
  transport: Transport,
  rcode: number,
  questions: Question[],
  answers: Answer[] = [],
): Buffer {
  const ours = rcode === RCODE.noError || rcode === RCODE.nameError;
  const flags = (ours ? AUTHORITATIVE_ANSWER : 0) | ((query.flags ?? 0) & RECURSION_DESIRED) | rcode;
  const packet = { type: 'response' as const, id: query.id, flags, questions, answers };
  if (transport === 'udp' && encodingLength(packet) > UDP_ANSWER_BYTES) {
    return encode({ ...packet, flags: flags | TRUNCATED_RESPONSE, answers: [] });
  }
  return encode(packet);
}

/**
 * The reply to one DNS message from `source` (an IP address), or null when it gets none (not a query,
 * or malformed): opcode QUERY with one question of class IN is answered from the zone (A and AAAA
 * records, NXDOMAIN, NODATA for other types of names it owns, REFUSED for names it does not own or the
 * asker may not see) or forwarded to a domain's nameservers (SERVFAIL when none answers).
 */
export async function answerQuery(
  message: Buffer,
  source: string,
  transport: Transport,
  zone: DnsZone,
  forward: Forward,
): Promise<Buffer | null> {
  let query: DecodedPacket;
  try {
    query = decode(message);
  } catch {
    return null;
  }
  const questions = query.questions ?? [];
  if (query.flag_qr) return null;
  if (opcodeOf(query) !== OPCODE_QUERY) return respond(query, transport, RCODE.notImplemented, []);
  if (questions.length !== 1) return respond(query, transport, RCODE.formatError, []);
  const [question] = questions;
  if (question.class !== 'IN') return respond(query, transport, RCODE.refused, questions);
  const answer = zone.answer(question.name, question.type, source);
  switch (answer.kind) {
    case 'addresses': {
      const type = question.type === 'A' ? 'A' : 'AAAA';
      const records = answer.addresses.map((data): Answer => ({ type, name: question.name, ttl: ANSWER_TTL, data }));
      return respond(query, transport, RCODE.noError, questions, records);
    }
    case 'no-data':
      return respond(query, transport, RCODE.noError, questions);
    case 'nxdomain':
      return respond(query, transport, RCODE.nameError, questions);
    case 'refused':
      return respond(query, transport, RCODE.refused, questions);
    case 'forward':
      return (
        (await forward(message, answer.servers, transport === 'tcp')) ??
        respond(query, transport, RCODE.serverFailure, questions)
      );
  }
}
