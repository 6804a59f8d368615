import { describe, expect, it } from 'vitest';
import { isLoopbackHost, needsInsecure } from './plain-connection';

describe('plain connections', () => {
  it('count as local for localhost, 127.0.0.0/8 and ::1 only', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]', 'node.localhost']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['192.0.2.10', '10.0.0.1', 'example.com', '[2001:db8::1]', '127.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('need --insecure beyond this machine when plain: http, ws and mqtt', () => {
    for (const url of ['http://192.0.2.10:8081', 'ws://mesh.example.com/api/v1/mqtt', 'mqtt://10.0.0.1:1883']) {
      expect(needsInsecure(url), url).toBe(true);
    }
    for (const url of [
      'http://localhost:8081',
      'http://127.0.0.1:8081',
      'ws://[::1]:8081/api/v1/mqtt',
      'https://192.0.2.10:8081',
      'wss://mesh.example.com/api/v1/mqtt',
      'mqtts://10.0.0.1:8883',
      'not a url',
    ]) {
      expect(needsInsecure(url), url).toBe(false);
    }
  });
});
