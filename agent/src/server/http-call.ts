import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface HttpCall {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The CA certificate (PEM) an https server's certificate must chain to; null: the CAs Node.js knows. */
  ca: string | null;
  timeoutMs: number;
  /** The largest answer read; a larger one is cut off with AnswerTooLarge. */
  maxBytes: number;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/** The time limit of a call ran out. */
export class CallTimeout extends Error {}

/** The answer grew beyond `maxBytes`: `bytes` of it had arrived when it was cut off. */
export class AnswerTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`the answer had grown to ${bytes} bytes when it was cut off`);
  }
}

/**
 * One HTTP(S) request and its whole answer; it rejects with Node's error (its `code` tells which) when
 * the server cannot be reached or its certificate is refused, and with a CallTimeout after `timeoutMs`.
 */
export function httpCall(url: string, call: HttpCall): Promise<HttpAnswer> {
  const request = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: call.method, headers: call.headers, ca: call.ca ?? undefined },
      (incoming) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        incoming.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > call.maxBytes) incoming.destroy(new AnswerTooLarge(bytes));
          else chunks.push(chunk);
        });
        incoming.on('error', reject);
        incoming.on('end', () => {
          clearTimeout(timer);
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(new CallTimeout(`no answer within ${call.timeoutMs / 1000} s`)),
      call.timeoutMs,
    );
    outgoing.on('close', () => clearTimeout(timer));
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}
