import { ACL_ALLOWED as Y, ACL_DENIED as N, type AclContainer } from '@netloom/contract';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { AclMatrixEdits } from './matrixState';

/** Three nodes and a client: web and db are allowed both ways, web → api only one way, the client reaches web. */
const BASE: AclContainer = {
  web: { db: Y, api: Y, phone: Y },
  db: { web: Y, api: N, phone: N },
  api: { web: N, db: N, phone: N },
  phone: { web: Y, db: N, api: N },
};

describe('the old ACL matrix state', () => {
  it('shows a pair as allowed only when both directions are allowed', () => {
    const edits = new AclMatrixEdits(BASE);
    expect(edits.view('web', 'db')).toEqual({ allowed: true, changed: false });
    expect(edits.view('web', 'api')).toEqual({ allowed: false, changed: false });
    expect(edits.view('api', 'web')).toEqual({ allowed: false, changed: false });
    expect(edits.view('phone', 'web')).toEqual({ allowed: true, changed: false });
  });

  it('has no pair for a device with itself or for two devices the server sent no cell for', () => {
    const edits = new AclMatrixEdits({ ...BASE, tablet: { web: Y } });
    expect(edits.view('web', 'web')).toBeNull();
    expect(edits.view('phone', 'tablet')).toBeNull();
    edits.toggle('phone', 'tablet');
    expect(edits.changedCount()).toBe(0);
  });

  it('toggles both directions of a pair, and toggling back drops the change', () => {
    const edits = new AclMatrixEdits(BASE);
    edits.toggle('db', 'web');
    expect(edits.view('web', 'db')).toEqual({ allowed: false, changed: true });
    expect(edits.view('db', 'web')).toEqual({ allowed: false, changed: true });
    expect(edits.changedCount()).toBe(1);
    edits.toggle('web', 'db');
    expect(edits.view('db', 'web')).toEqual({ allowed: true, changed: false });
    expect(edits.changedCount()).toBe(0);
  });

  it('wakes only the two cells of a toggled pair, and the summary', () => {
    const edits = new AclMatrixEdits(BASE);
    const [webDb, dbWeb, webApi, summary] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    edits.subscribePair('web', 'db', webDb);
    edits.subscribePair('db', 'web', dbWeb);
    const stop = edits.subscribePair('web', 'api', webApi);
    edits.subscribeSummary(summary);
    edits.toggle('web', 'db');
    expect([webDb, dbWeb, summary].map((listener) => listener.mock.calls.length)).toEqual([1, 1, 1]);
    expect(webApi).not.toHaveBeenCalled();
    stop();
    edits.reset();
    expect(webApi).not.toHaveBeenCalled();
    expect(webDb).toHaveBeenCalledTimes(2);
  });

  it('keeps the same view object while a pair stays the same', () => {
    const edits = new AclMatrixEdits(BASE);
    const before = edits.view('web', 'api');
    edits.toggle('web', 'db');
    expect(edits.view('web', 'api')).toBe(before);
  });

  it('allows or blocks every pair among the devices given, and only those', () => {
    const edits = new AclMatrixEdits(BASE);
    edits.setAll(['web', 'db', 'api'], true);
    expect(edits.view('web', 'api')).toEqual({ allowed: true, changed: true });
    expect(edits.view('db', 'api')).toEqual({ allowed: true, changed: true });
    expect(edits.view('web', 'db')).toEqual({ allowed: true, changed: false });
    expect(edits.view('db', 'phone')).toEqual({ allowed: false, changed: false });
    expect(edits.changedCount()).toBe(2);
    edits.setAll(['web', 'db', 'api', 'phone'], false);
    expect(edits.changedCount()).toBe(2);
    expect(edits.view('web', 'db')).toEqual({ allowed: false, changed: true });
    expect(edits.view('web', 'phone')).toEqual({ allowed: false, changed: true });
  });

  it('reset drops every change', () => {
    const edits = new AclMatrixEdits(BASE);
    edits.setAll(['web', 'db', 'api', 'phone'], false);
    edits.reset();
    expect(edits.changedCount()).toBe(0);
    expect(edits.requestBody()).toEqual(BASE);
  });

  it('submits the whole matrix with both directions of each changed pair set', () => {
    const edits = new AclMatrixEdits(BASE);
    edits.toggle('api', 'web');
    edits.toggle('db', 'phone');
    expect(edits.requestBody()).toEqual({
      web: { db: Y, api: Y, phone: Y },
      db: { web: Y, api: N, phone: Y },
      api: { web: Y, db: N, phone: N },
      phone: { web: Y, db: Y, api: N },
    });
    expect(BASE.api.web).toBe(N);
  });

  it('submits ids that look like object keys as plain ids', () => {
    const base = JSON.parse('{"__proto__":{"constructor":1},"constructor":{"__proto__":1}}') as AclContainer;
    const edits = new AclMatrixEdits(base);
    expect(edits.view('constructor', '__proto__')).toEqual({ allowed: false, changed: false });
    edits.toggle('__proto__', 'constructor');
    expect(JSON.stringify(edits.requestBody())).toBe('{"__proto__":{"constructor":2},"constructor":{"__proto__":2}}');
  });

  it('carries changes over to a new server matrix while they still change something', () => {
    const edits = new AclMatrixEdits(BASE);
    edits.toggle('web', 'api');
    edits.toggle('db', 'api');
    edits.toggle('db', 'phone');
    const saved: AclContainer = { web: { db: Y, api: Y }, db: { web: Y, api: N }, api: { web: Y, db: N } };
    const next = new AclMatrixEdits(saved, edits);
    expect(next.changedCount()).toBe(1);
    expect(next.view('web', 'api')).toEqual({ allowed: true, changed: false });
    expect(next.view('api', 'db')).toEqual({ allowed: true, changed: true });
    expect(next.view('db', 'phone')).toBeNull();
  });
});

const ids = ['a', 'b', 'c', 'd', 'e'];
const cell = fc.constantFrom(Y, N);
const anyMatrix = fc
  .array(cell, { minLength: ids.length * ids.length, maxLength: ids.length * ids.length })
  .map((cells) => {
    const matrix: AclContainer = {};
    ids.forEach((source, i) => {
      matrix[source] = {};
      ids.forEach((target, j) => {
        if (source !== target) matrix[source][target] = cells[i * ids.length + j];
      });
    });
    return matrix;
  });
const action = fc.oneof(
  fc.tuple(fc.constant('toggle' as const), fc.constantFrom(...ids), fc.constantFrom(...ids)),
  fc.tuple(fc.constant('setAll' as const), fc.subarray(ids), fc.boolean()),
  fc.constant(['reset' as const] as const),
);

describe('the old ACL matrix under any sequence of changes', () => {
  it('stays symmetric: both cells of a pair show the same, and the submitted changes set both directions', () => {
    fc.assert(
      fc.property(anyMatrix, fc.array(action, { maxLength: 40 }), (base, actions) => {
        const edits = new AclMatrixEdits(base);
        for (const step of actions) {
          if (step[0] === 'toggle') edits.toggle(step[1], step[2]);
          else if (step[0] === 'setAll') edits.setAll(step[1], step[2]);
          else edits.reset();
        }
        const body = edits.requestBody();
        let changed = 0;
        for (const a of ids) {
          for (const b of ids) {
            if (a === b) continue;
            expect(edits.view(a, b)).toBe(edits.view(b, a));
            const view = edits.view(a, b)!;
            if (view.changed) {
              changed += 1;
              expect(body[a][b]).toBe(body[b][a]);
              expect(body[a][b] === Y).toBe(view.allowed);
            } else {
              expect([body[a][b], body[b][a]]).toEqual([base[a][b], base[b][a]]);
            }
          }
        }
        expect(edits.changedCount()).toBe(changed / 2);
      }),
    );
  });

  it('toggling a pair twice leaves the matrix as it was', () => {
    fc.assert(
      fc.property(anyMatrix, fc.constantFrom(...ids), fc.constantFrom(...ids), (base, a, b) => {
        const edits = new AclMatrixEdits(base);
        edits.toggle(a, b);
        edits.toggle(b, a);
        expect(edits.changedCount()).toBe(0);
        expect(edits.requestBody()).toEqual(base);
      }),
    );
  });
});
