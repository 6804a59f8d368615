import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS } from '../i18n/languages';
import { serverMessage } from './serverMessage';

/** The console in German, with its texts loaded. */
const german = i18next.createInstance();

beforeAll(async () => {
  await german.init({ lng: 'de', resources: { de: { translation: await LANGUAGE_TEXTS.de() } } });
});

const refusal = (problems?: unknown) => ({
  Code: 400,
  Message: 'MTU must be between 576 and 65535',
  Response: null,
  ...(problems === undefined ? {} : { Problems: problems }),
});

describe('what a failed call says', () => {
  it('words the problems the server sent in the chosen language', () => {
    const mtu = { code: 'mtuRange', params: { min: 576, max: 65535 }, field: 'mtu' };
    expect(serverMessage(refusal([mtu]), german)).toBe('Die MTU muss zwischen 576 und 65535 liegen');
    expect(serverMessage(refusal([mtu, mtu]), german)).toBe(
      'Die MTU muss zwischen 576 und 65535 liegen\nDie MTU muss zwischen 576 und 65535 liegen',
    );
  });

  it('keeps the server’s message when it sent no problems, or one this console does not know', () => {
    expect(serverMessage(refusal(), german)).toBe('MTU must be between 576 and 65535');
    expect(serverMessage(refusal([{ code: 'fromANewerServer', params: {} }]), german)).toBe(
      'MTU must be between 576 and 65535',
    );
    expect(serverMessage(refusal('not a list'), german)).toBe('MTU must be between 576 and 65535');
  });

  it('says a plain-text body as it is, and nothing for an empty one', () => {
    expect(serverMessage(' Bad Gateway ', german)).toBe('Bad Gateway');
    expect(serverMessage('', german)).toBeNull();
    expect(serverMessage(undefined, german)).toBeNull();
  });
});
