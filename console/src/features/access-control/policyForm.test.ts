import type { AclPolicy } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import {
  memberKey,
  memberOfKey,
  newPolicyForm,
  policyFormProblems,
  policyFormOf,
  toPolicyRequest,
  type PolicyFormValues,
} from './policyForm';
import { sentencesByField } from '../../i18n/problemSentence';

/** The form's problems in the contract's English, as the console words them before its texts are in. */
const errorsOf = (values: PolicyFormValues) => sentencesByField(policyFormProblems(values));

const form = (changes: Partial<PolicyFormValues>): PolicyFormValues => ({
  ...newPolicyForm(),
  name: 'web to db',
  resourceSources: ['tag:lab.web'],
  destinations: ['tag:lab.db'],
  ...changes,
});

const POLICY: AclPolicy = {
  id: 'p-1',
  default: false,
  meta_data: 'Web servers reach the databases',
  name: 'web to db',
  network_id: 'lab',
  policy_type: 'device-policy',
  src_type: [{ id: 'tag', name: 'web', value: 'lab.web' }],
  dst_type: [
    { id: 'device', name: 'db-1', value: 'node-7' },
    { id: 'tag', name: 'All Resources', value: '*' },
  ],
  protocol: 'udp',
  type: 'Custom',
  ports: ['53', '8000-8100'],
  allowed_traffic_direction: 0,
  enabled: false,
  created_by: 'admin',
  created_at: '2025-01-01T00:00:00Z',
};

describe('policy members as select values', () => {
  it('keeps the kind and the whole value, colons included', () => {
    expect(memberKey({ id: 'user-group', value: '*' })).toBe('user-group:*');
    expect(memberOfKey('user:ann:ops')).toEqual({ id: 'user', value: 'ann:ops' });
    expect(memberOfKey(memberKey({ id: 'tag', value: 'lab.web' }))).toEqual({ id: 'tag', value: 'lab.web' });
  });
});

describe('the policy form', () => {
  it('starts as an active Resources policy for any traffic both ways', () => {
    expect(newPolicyForm()).toMatchObject({
      policyType: 'device-policy',
      direction: 'both-ways',
      service: 'Any',
      enabled: true,
      resourceSources: [],
      destinations: [],
    });
  });

  it('fills in from a policy: its tab, members, direction and Custom protocol and ports', () => {
    expect(policyFormOf(POLICY)).toEqual({
      name: 'web to db',
      description: 'Web servers reach the databases',
      policyType: 'device-policy',
      resourceSources: ['tag:lab.web'],
      userSources: [],
      destinations: ['device:node-7', 'tag:*'],
      direction: 'one-way',
      service: 'Custom',
      protocol: 'udp',
      ports: ['53', '8000-8100'],
      enabled: false,
    });
    const ssh = policyFormOf({ ...POLICY, policy_type: 'user-policy', type: 'SSH', protocol: 'tcp', ports: ['22'] });
    expect(ssh).toMatchObject({ resourceSources: [], userSources: ['tag:lab.web'], protocol: 'tcp', ports: [] });
  });

  it('accepts a complete form', () => {
    expect(errorsOf(form({}))).toEqual({});
    expect(errorsOf(form({ service: 'Custom', protocol: 'tcp', ports: ['443', '8000-8100'] }))).toEqual({});
  });

  it('names a missing or too long name with the shared rule', () => {
    expect(errorsOf(form({ name: '  ' }))).toEqual({ name: 'Name is required' });
    expect(errorsOf(form({ name: 'x'.repeat(65) }))).toEqual({ name: 'Name must have at most 64 characters' });
  });

  it('puts a missing source under the sources of the open tab, and a missing destination under destinations', () => {
    expect(errorsOf(form({ resourceSources: [] }))).toEqual({ resourceSources: 'Choose at least one source' });
    expect(errorsOf(form({ policyType: 'user-policy' }))).toEqual({
      userSources: 'Choose at least one source',
    });
    expect(errorsOf(form({ destinations: [] }))).toEqual({ destinations: 'Choose at least one destination' });
    expect(errorsOf(form({ resourceSources: [], destinations: [] }))).toEqual({
      resourceSources: 'Choose at least one source',
      destinations: 'Choose at least one destination',
    });
  });

  it('refuses tags as the source of a user policy, and users as a destination', () => {
    const errors = errorsOf(form({ policyType: 'user-policy', userSources: ['user:ann', 'tag:lab.web'] }));
    expect(errors).toEqual({ userSources: 'User policy source mismatch' });
    expect(errorsOf(form({ destinations: ['user:ann'] }))).toEqual({
      destinations: 'User cannot be added to destination',
    });
  });

  it('checks the ports of a Custom service and ignores ports of a fixed one', () => {
    expect(errorsOf(form({ service: 'Custom', ports: ['80', '9000-8000'] }))).toEqual({
      ports: 'Invalid port range "9000-8000": the first port must not be above the last',
    });
    expect(errorsOf(form({ service: 'Custom', ports: ['http'] })).ports).toMatch(/use a port like 80/);
    expect(errorsOf(form({ service: 'HTTP', ports: ['http'] }))).toEqual({});
  });

  it('names a service the server does not offer', () => {
    expect(errorsOf(form({ service: 'FTP' })).service).toMatch(/^Invalid service type "FTP"/);
  });

  it('sends the open tab’s sources, the service with protocol and ports only for Custom, and the direction', () => {
    const values = form({
      name: ' web to db ',
      description: ' note ',
      userSources: ['user:ann'],
      direction: 'one-way',
      service: 'SSH',
      ports: ['1'],
    });
    expect(toPolicyRequest(values, 'lab')).toEqual({
      name: 'web to db',
      network_id: 'lab',
      meta_data: 'note',
      policy_type: 'device-policy',
      src_type: [{ id: 'tag', value: 'lab.web' }],
      dst_type: [{ id: 'tag', value: 'lab.db' }],
      type: 'SSH',
      allowed_traffic_direction: 0,
      enabled: true,
    });
    const custom = toPolicyRequest({ ...values, policyType: 'user-policy', service: 'Custom', ports: ['53'] }, 'lab');
    expect(custom).toMatchObject({
      policy_type: 'user-policy',
      src_type: [{ id: 'user', value: 'ann' }],
      type: 'Custom',
      protocol: 'tcp',
      ports: ['53'],
    });
  });

  it('turns a policy back into the same request, so toggling it changes nothing else', () => {
    const request = toPolicyRequest(policyFormOf(POLICY), 'lab');
    expect(request).toMatchObject({
      name: POLICY.name,
      src_type: [{ id: 'tag', value: 'lab.web' }],
      dst_type: [
        { id: 'device', value: 'node-7' },
        { id: 'tag', value: '*' },
      ],
      type: 'Custom',
      protocol: 'udp',
      ports: ['53', '8000-8100'],
      allowed_traffic_direction: 0,
      enabled: false,
    });
  });
});
