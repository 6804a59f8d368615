import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACL_ALLOWED,
  ACL_DENIED,
  aclCell,
  aclPairAllowed,
  defaultAclCell,
  withAclPair,
  type AclCell,
  type AclCells,
} from './acl-matrix';

const DEVICES = ['a', 'b', 'c', 'd', 'e'];
const device = fc.constantFrom(...DEVICES);
const cell = fc.constantFrom<AclCell>(ACL_DENIED, ACL_ALLOWED);

/** Any matrix over the devices, one-sided cells included. */
const matrix = fc
  .array(fc.tuple(device, device, cell), { maxLength: 25 })
  .map((cells) => cells.reduce<AclCells>((m, [s, t, v]) => ({ ...m, [s]: { ...m[s], [t]: v } }), {}));

const toggle = fc.record({ a: device, b: device, allowed: fc.boolean() });
const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('the version 1 matrix', () => {
  it('fills unset cells from the network default', () => {
    expect(defaultAclCell('yes')).toBe(ACL_ALLOWED);
    expect(defaultAclCell('no')).toBe(ACL_DENIED);
    expect(aclCell({}, 'a', 'b', ACL_DENIED)).toBe(ACL_DENIED);
    expect(aclCell({ a: { b: ACL_ALLOWED } }, 'a', 'b', ACL_DENIED)).toBe(ACL_ALLOWED);
    expect(aclCell({ a: {} }, 'constructor', 'toString', ACL_DENIED)).toBe(ACL_DENIED);
    expect(aclCell({ a: {} }, 'a', 'toString', ACL_ALLOWED)).toBe(ACL_ALLOWED);
  });

  it('allows a pair only when both directions allow it', () => {
    const oneWay = { a: { b: ACL_ALLOWED }, b: { a: ACL_DENIED } };
    expect(aclPairAllowed(oneWay, 'a', 'b', ACL_ALLOWED)).toBe(false);
    expect(aclPairAllowed(oneWay, 'b', 'a', ACL_ALLOWED)).toBe(false);
    expect(aclPairAllowed({ a: { b: ACL_ALLOWED } }, 'a', 'b', ACL_ALLOWED)).toBe(true);
    expect(aclPairAllowed({ a: { b: ACL_ALLOWED } }, 'a', 'b', ACL_DENIED)).toBe(false);
    expect(aclPairAllowed({}, 'a', 'a', ACL_DENIED)).toBe(true);
  });

  it('stays symmetric in evaluation after any sequence of pair toggles, each pair as last toggled', () => {
    fc.assert(
      fc.property(matrix, cell, fc.array(toggle, { maxLength: 30 }), (start, fallback, toggles) => {
        const end = toggles.reduce((m, { a, b, allowed }) => withAclPair(m, a, b, allowed), start);
        const last = new Map(toggles.filter(({ a, b }) => a !== b).map((t) => [pairKey(t.a, t.b), t.allowed]));
        for (const a of DEVICES) {
          for (const b of DEVICES) {
            const allowed = aclPairAllowed(end, a, b, fallback);
            expect(allowed).toBe(aclPairAllowed(end, b, a, fallback));
            const toggled = last.get(pairKey(a, b));
            if (a === b) expect(allowed).toBe(true);
            else if (toggled !== undefined) {
              expect(allowed).toBe(toggled);
              expect(aclCell(end, a, b, fallback)).toBe(aclCell(end, b, a, fallback));
            } else expect(allowed).toBe(aclPairAllowed(start, a, b, fallback));
          }
        }
      }),
    );
  });

  it('leaves the matrix it was given untouched', () => {
    const start: AclCells = { a: { b: ACL_DENIED } };
    const end = withAclPair(start, 'a', 'b', true);
    expect(start).toEqual({ a: { b: ACL_DENIED } });
    expect(end).toEqual({ a: { b: ACL_ALLOWED }, b: { a: ACL_ALLOWED } });
  });
});
