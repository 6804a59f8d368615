import { CLIENT_ID_LENGTH_MESSAGE, CLIENT_ID_SPACES_MESSAGE } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { clientFormOf, clientFormProblems, EMPTY_CLIENT_FORM, toCustomExtClient } from './clientForm';
import { testClient } from './gatewayTestData';

const keys = (problems: object) => Object.keys(problems).sort();
const text = (problem: { values?: Record<string, string> } | undefined) => problem?.values?.message;

describe('the client form', () => {
  const create = { idOptional: true, networkRanges: ['10.9.0.0/24'] };

  it('may leave the id and key to the server when creating, but an edit keeps an id', () => {
    expect(clientFormProblems(EMPTY_CLIENT_FORM, create)).toEqual({});
    expect(toCustomExtClient(EMPTY_CLIENT_FORM)).toEqual({ dns: '', extraallowedips: [], postup: '', postdown: '' });
    expect(text(clientFormProblems(EMPTY_CLIENT_FORM, { ...create, idOptional: false }).clientid)).toBe(
      CLIENT_ID_LENGTH_MESSAGE,
    );
  });

  it('shows the spec’s client id messages', () => {
    expect(text(clientFormProblems({ ...EMPTY_CLIENT_FORM, clientid: 'abc' }, create).clientid)).toBe(
      CLIENT_ID_LENGTH_MESSAGE,
    );
    expect(text(clientFormProblems({ ...EMPTY_CLIENT_FORM, clientid: 'my phone' }, create).clientid)).toBe(
      CLIENT_ID_SPACES_MESSAGE,
    );
    expect(clientFormProblems({ ...EMPTY_CLIENT_FORM, clientid: ' alice-phone ' }, create)).toEqual({});
  });

  it('checks the key, DNS, extra addresses and scripts', () => {
    const problems = clientFormProblems(
      {
        clientid: 'alice-phone',
        publickey: 'not-a-key',
        dns: '1.1.1.1, one',
        extraallowedips: ['192.168.50.0/24', '10.9.0.128/25'],
        postup: 'x'.repeat(1025),
        postdown: 'ip route add 10.0.0.0/8 dev wg0',
      },
      create,
    );
    expect(keys(problems)).toEqual(['dns', 'extraallowedips', 'postup', 'publickey']);
    expect(problems.publickey).toEqual({ key: 'publicKeyInvalid' });
    expect(text(problems.extraallowedips)).toContain('overlaps the network range 10.9.0.0/24');
    expect(text(problems.postup)).toBe('PostUp must have at most 1024 characters');
    const fine = { ...EMPTY_CLIENT_FORM, publickey: 'mI8jRhBSh6NWkxSrWhzX9ZtmDLIvH+Hsk/eLrhI1gEM=' };
    expect(clientFormProblems(fine, create)).toEqual({});
  });

  it('edits a client from its values and sends them tidied', () => {
    const values = clientFormOf(testClient('alice-phone', { dns: '1.1.1.1', extraallowedips: null }));
    expect(values).toMatchObject({ clientid: 'alice-phone', dns: '1.1.1.1', extraallowedips: [] });
    expect(toCustomExtClient({ ...values, dns: ' 1.1.1.1 , 8.8.8.8', extraallowedips: [' 192.168.1.0/24'] })).toEqual({
      clientid: 'alice-phone',
      publickey: 'k',
      dns: '1.1.1.1,8.8.8.8',
      extraallowedips: ['192.168.1.0/24'],
      postup: '',
      postdown: '',
    });
  });
});
