/**
 * STUN binding messages (RFC 5389), the part hosts use to learn the address and port their NAT maps a
 * UDP port to: a binding request, and a success response carrying XOR-MAPPED-ADDRESS. Bytes are
 * Uint8Arrays so that every part can use them.
 */

import { formatIPv4, formatIPv6, parseIPv4, parseIPv6 } from '../rules/ip';

const HEADER_BYTES = 20;
const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const XOR_MAPPED_ADDRESS = 0x0020;
const MAPPED_ADDRESS = 0x0001;
const FAMILY_V4 = 0x01;
const FAMILY_V6 = 0x02;

/** An address and port as a STUN server saw them. */
export interface StunEndpoint {
  address: string;
  port: number;
}

/** The 12 bytes that pair a response with its request. */
export type StunTransactionId = Uint8Array;

function header(type: number, length: number, transactionId: StunTransactionId): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, type);
  view.setUint16(2, length);
  view.setUint32(4, MAGIC_COOKIE);
  bytes.set(transactionId, 8);
  return bytes;
}

/** A binding request with this transaction id (12 random bytes). */
export function stunBindingRequest(transactionId: StunTransactionId): Uint8Array {
  return header(BINDING_REQUEST, 0, transactionId);
}

function isStunHeader(bytes: Uint8Array, type: number): boolean {
  if (bytes.length < HEADER_BYTES) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint16(2);
  return (
    view.getUint16(0) === type &&
    view.getUint32(4) === MAGIC_COOKIE &&
    length % 4 === 0 &&
    HEADER_BYTES + length === bytes.length
  );
}

/** The transaction id of a well-formed binding request; null for anything else, which is not answered. */
export function stunBindingRequestId(bytes: Uint8Array): StunTransactionId | null {
  return isStunHeader(bytes, BINDING_REQUEST) ? bytes.slice(8, HEADER_BYTES) : null;
}

/** The 16 bytes XORed with an address: the cookie, then the transaction id. */
function xorMask(transactionId: StunTransactionId): Uint8Array {
  const mask = new Uint8Array(16);
  new DataView(mask.buffer).setUint32(0, MAGIC_COOKIE);
  mask.set(transactionId, 4);
  return mask;
}

/** An address as its 4 or 16 bytes, most significant first. */
function addressBytes(address: string): Uint8Array {
  const v4 = parseIPv4(address);
  const [value, size] = v4 === null ? [parseIPv6(address) ?? 0n, 16] : [v4, 4];
  return Uint8Array.from({ length: size }, (_, index) => Number((value >> BigInt(8 * (size - 1 - index))) & 0xffn));
}

function addressText(bytes: Uint8Array): string {
  const value = bytes.reduce((total, byte) => (total << 8n) | BigInt(byte), 0n);
  return bytes.length === 4 ? formatIPv4(value) : formatIPv6(value);
}

/**
 * The success response telling a client which address and port its request came from, as
 * XOR-MAPPED-ADDRESS (and the plain MAPPED-ADDRESS older clients read).
 */
export function stunBindingResponse(transactionId: StunTransactionId, seen: StunEndpoint): Uint8Array {
  const address = addressBytes(seen.address);
  const attributeLength = 4 + address.length;
  const bytes = header(BINDING_SUCCESS, 2 * (4 + attributeLength), transactionId);
  const view = new DataView(bytes.buffer);
  const mask = xorMask(transactionId);
  const family = address.length === 4 ? FAMILY_V4 : FAMILY_V6;
  let offset = HEADER_BYTES;
  for (const [type, xored] of [
    [XOR_MAPPED_ADDRESS, true],
    [MAPPED_ADDRESS, false],
  ] as const) {
    view.setUint16(offset, type);
    view.setUint16(offset + 2, attributeLength);
    view.setUint8(offset + 5, family);
    view.setUint16(offset + 6, xored ? seen.port ^ (MAGIC_COOKIE >>> 16) : seen.port);
    address.forEach((byte, index) => view.setUint8(offset + 8 + index, xored ? byte ^ mask[index] : byte));
    offset += 4 + attributeLength;
  }
  return bytes;
}

/**
 * The mapped endpoint of a success response to the request with this transaction id (from
 * XOR-MAPPED-ADDRESS, else MAPPED-ADDRESS); null for any other message.
 */
export function stunMappedEndpoint(bytes: Uint8Array, transactionId: StunTransactionId): StunEndpoint | null {
  if (!isStunHeader(bytes, BINDING_SUCCESS)) return null;
  if (!bytes.slice(8, HEADER_BYTES).every((byte, index) => byte === transactionId[index])) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const mask = xorMask(transactionId);
  let plain: StunEndpoint | null = null;
  for (let offset = HEADER_BYTES; offset + 4 <= bytes.length;) {
    const type = view.getUint16(offset);
    const length = view.getUint16(offset + 2);
    const family = length >= 8 ? view.getUint8(offset + 5) : 0;
    const size = family === FAMILY_V4 ? 4 : family === FAMILY_V6 ? 16 : 0;
    if ((type === XOR_MAPPED_ADDRESS || type === MAPPED_ADDRESS) && size > 0 && length >= 4 + size) {
      const xored = type === XOR_MAPPED_ADDRESS;
      const port = view.getUint16(offset + 6) ^ (xored ? MAGIC_COOKIE >>> 16 : 0);
      const address = bytes
        .slice(offset + 8, offset + 8 + size)
        .map((byte, index) => (xored ? byte ^ mask[index] : byte));
      const endpoint = { address: addressText(address), port };
      if (xored) return endpoint;
      plain = endpoint;
    }
    offset += 4 + Math.ceil(length / 4) * 4;
  }
  return plain;
}
