import type { ApiNode, Problem, TagListResp } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { problemSentence } from '../../i18n/problemSentence';
import { testHost, testNode } from '../gateways/gatewayTestData';
import { nodeViews } from '../nodes/nodeFilters';
import {
  memberOptionGroups,
  searchTags,
  tagCandidates,
  tagFormOf,
  tagFormNameProblem,
  tagMemberViews,
  toCreateTagRequest,
  toUpdateTagRequest,
} from './tagForm';

/** A problem as the form shows it, in the contract's English. */
const sentence = (found: Problem | null) => found && problemSentence(found);
const LENGTH_MESSAGE = 'A tag name must have 3 to 50 characters';
const CHARACTERS_MESSAGE = 'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)';

const NIL = '00000000-0000-0000-0000-000000000000';
const configFile = (clientid: string, overrides: Partial<ApiNode> = {}) =>
  testNode(NIL, { is_static: true, is_user_node: false, static_node: { clientid }, ...overrides });

const hosts = [testHost('a', 'web-10'), testHost('b', 'web-2'), testHost('c', 'db')];
const nodes = [
  testNode('a'),
  testNode('b'),
  testNode('c'),
  configFile('phone'),
  configFile('rac', { is_user_node: true }),
];
const network = nodeViews(nodes, hosts);

function tag(name: string, members: ApiNode[], createdBy = 'admin'): TagListResp {
  return {
    id: `lab.${name}`,
    tag_name: name,
    network: 'lab',
    color_code: '',
    created_by: createdBy,
    created_at: '2030-01-01T00:00:00Z',
    used_by_count: members.length,
    tagged_nodes: members,
  };
}

describe('the tag form', () => {
  it('checks the trimmed name with the contract rule and its messages', () => {
    expect(sentence(tagFormNameProblem('ab'))).toBe(LENGTH_MESSAGE);
    expect(sentence(tagFormNameProblem('x'.repeat(51)))).toBe(LENGTH_MESSAGE);
    expect(sentence(tagFormNameProblem('web servers'))).toBe(CHARACTERS_MESSAGE);
    expect(sentence(tagFormNameProblem('web_1'))).toBe(CHARACTERS_MESSAGE);
    expect(tagFormNameProblem('  web-1  ')).toBeNull();
    expect(tagFormNameProblem('x'.repeat(50))).toBeNull();
  });

  it('offers host nodes then config files by name, without desktop-client nodes', () => {
    const groups = memberOptionGroups(tagCandidates(network));
    expect(groups.map((group) => [group.kind, group.items.map((view) => view.name)])).toEqual([
      ['netclient', ['db', 'web-2', 'web-10']],
      ['config-files', ['phone']],
    ]);
    expect(memberOptionGroups(tagCandidates(network.slice(0, 1))).map((group) => group.kind)).toEqual(['netclient']);
  });

  it('keeps a member the network list no longer offers, so saving does not drop it', () => {
    const gone = testNode('z');
    const candidates = tagCandidates(network, nodeViews([gone], hosts));
    expect(candidates.map((view) => view.key)).toContain('z');
  });

  it('sends nodes by id and config files as static nodes with their client id', () => {
    const values = { name: ' web ', members: ['b', 'phone'] };
    expect(toCreateTagRequest('lab', values, tagCandidates(network))).toEqual({
      tag_name: 'web',
      network: 'lab',
      tagged_nodes: [{ id: 'b' }, { id: NIL, is_static: true, static_node: { clientid: 'phone' } }],
    });
    expect(toCreateTagRequest('lab', { name: 'web', members: [] }, []).tagged_nodes).toEqual([]);
  });

  it('fills the edit form from the tag and saves the rename and the members in one request', () => {
    const web = tag('web', [nodes[1], nodes[3], nodes[0]]);
    const values = tagFormOf(web, hosts);
    expect(values).toEqual({ name: 'web', members: ['phone', 'b', 'a'] });
    const candidates = tagCandidates(network, tagMemberViews(web, hosts));
    expect(toUpdateTagRequest(web, { name: 'frontend', members: ['a'] }, candidates)).toEqual({
      id: 'lab.web',
      tag_name: 'web',
      new_name: 'frontend',
      network: 'lab',
      tagged_nodes: [{ id: 'a' }],
    });
  });

  it('lists the members by name for the used-by card', () => {
    const web = tag('web', [nodes[0], nodes[3], nodes[2]]);
    expect(tagMemberViews(web, hosts).map((view) => view.name)).toEqual(['db', 'phone', 'web-10']);
    expect(tagMemberViews({ ...web, tagged_nodes: null }, hosts)).toEqual([]);
  });

  it('searches tag names and creators', () => {
    const tags = [tag('web', []), tag('db', [], 'ops-team')];
    expect(searchTags(tags, ' WEB ').map((found) => found.tag_name)).toEqual(['web']);
    expect(searchTags(tags, 'ops').map((found) => found.tag_name)).toEqual(['db']);
    expect(searchTags(tags, '')).toHaveLength(2);
  });
});
