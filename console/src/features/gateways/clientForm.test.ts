import { describe, expect, it } from 'vitest';
import { problemSentence } from '../../i18n/problemSentence';
import { clientFormOf, clientFormProblems, EMPTY_CLIENT_FORM, toCustomExtClient } from './clientForm';
import type { FormProblem } from './formProblems';
import { testClient } from './gatewayTestData';

const keys = (problems: object) => Object.keys(problems).sort();
/** A contract rule's problem as the form shows it, in the contract's English; undefined for any other. */
const text = (found: FormProblem | undefined) =>
  found && 'problem' in found ? problemSentence(found.problem) : undefined;

const LENGTH_MESSAGE = 'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.';

describe('the client form', () => {
  const create = { idOptional: true, networkRanges: ['10.9.0.0/24'] };

  it('may leave the id and key to the server when creating, but an edit keeps an id', () => {
    expect(clientFormProblems(EMPTY_CLIENT_FORM, create)).toEqual({});
    expect(toCustomExtClient(EMPTY_CLIENT_FORM)).toEqual({ dns: '', extraallowedips: [], postup: '', postdown: '' });
    expect(text(clientFormProblems(EMPTY_CLIENT_FORM, { ...create, idOptional: false }).clientid)).toBe(LENGTH_MESSAGE);
  });

  it('shows the spec’s client id messages', () => {
    expect(text(clientFormProblems({ ...EMPTY_CLIENT_FORM, clientid: 'abc' }, create).clientid)).toBe(LENGTH_MESSAGE);
    expect(text(clientFormProblems({ ...EMPTY_CLIENT_FORM, clientid: 'my phone' }, create).clientid)).toBe(
      'The client id should not have spaces',
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
