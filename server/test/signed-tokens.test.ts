import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSignedTokens } from '../src/http/signed-tokens';

const messages = { expired: 'the token expired', invalid: 'the token is not valid' };

describe('signed tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('refuse a token checked before once it expires, and a changed one however often the real one was checked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2031, 0, 2, 3, 4, 5));
    const tokens = createSignedTokens('a-secret-of-the-server-0123456789', messages);
    const token = await tokens.sign({ ID: 'host-1' }, 'node|host-1', 60);
    for (let check = 0; check < 3; check++) expect(await tokens.verify(token)).toMatchObject({ ID: 'host-1' });
    const [header, payload, signature] = token.split('.');
    const changed = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    await expect(tokens.verify(changed)).rejects.toMatchObject({ statusCode: 401, message: messages.invalid });

    vi.setSystemTime(Date.UTC(2031, 0, 2, 3, 5, 4));
    expect(await tokens.verify(token)).toMatchObject({ ID: 'host-1' });
    vi.setSystemTime(Date.UTC(2031, 0, 2, 3, 5, 5));
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, message: messages.expired });
  });
});
