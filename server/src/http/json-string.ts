import type { FastifyReply } from 'fastify';

/** Answers with a bare JSON string, as Netmaker's delete routes do (`"<name> deleted."`). */
export function sendJsonString(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(text));
}

/** Answers with JSON already written (large bodies written once, such as a host's peer update). */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
