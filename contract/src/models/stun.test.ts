import { describe, expect, it } from 'vitest';
import { stunBindingRequest, stunBindingRequestId, stunBindingResponse, stunMappedEndpoint } from './stun';

const id = Uint8Array.from({ length: 12 }, (_, index) => index * 17 + 3);

describe('STUN binding messages', () => {
  it('a request is 20 bytes with the magic cookie, and its id reads back', () => {
    const request = stunBindingRequest(id);
    expect([...request.slice(0, 8)]).toEqual([0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42]);
    expect(stunBindingRequestId(request)).toEqual(id);
  });

  it('anything but a well-formed binding request gets no answer', () => {
    const request = stunBindingRequest(id);
    expect(stunBindingRequestId(request.slice(0, 19))).toBeNull();
    expect(stunBindingRequestId(Uint8Array.from([...request, 0, 0, 0, 0]))).toBeNull();
    const wrongCookie = request.slice();
    wrongCookie[4] = 0;
    expect(stunBindingRequestId(wrongCookie)).toBeNull();
    expect(stunBindingRequestId(stunBindingResponse(id, { address: '192.0.2.1', port: 1 }))).toBeNull();
  });

  it('a response carries the address and port the request came from, IPv4 and IPv6', () => {
    for (const seen of [
      { address: '203.0.113.7', port: 51821 },
      { address: '2001:db8::7', port: 3478 },
    ]) {
      expect(stunMappedEndpoint(stunBindingResponse(id, seen), id)).toEqual(seen);
    }
  });

  it('the address is sent XORed (XOR-MAPPED-ADDRESS), so NATs that rewrite addresses in payloads miss it', () => {
    const response = stunBindingResponse(id, { address: '203.0.113.7', port: 51821 });
    expect([...response.slice(24, 28)]).not.toEqual([203, 0, 113, 7]);
    expect(response.length).toBe(20 + 12 + 12);
  });

  it('a response to another request, or a request, is not taken as an answer', () => {
    const other = id.map((byte) => byte ^ 1);
    expect(stunMappedEndpoint(stunBindingResponse(other, { address: '192.0.2.1', port: 9 }), id)).toBeNull();
    expect(stunMappedEndpoint(stunBindingRequest(id), id)).toBeNull();
  });
});
