import { ROWS_LIMIT_MAX } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { selectAllState } from './nodeFilters';

describe('the nodes table header checkbox', () => {
  it('is off with nothing ticked, partly on with some, on with all', () => {
    expect(selectAllState(0, 11)).toEqual({ checked: false, indeterminate: false, tooMany: false });
    expect(selectAllState(3, 11)).toEqual({ checked: false, indeterminate: true, tooMany: false });
    expect(selectAllState(11, 11)).toEqual({ checked: true, indeterminate: false, tooMany: false });
    expect(selectAllState(0, 0)).toEqual({ checked: false, indeterminate: false, tooMany: false });
  });

  it('cannot select more rows than one request returns, but can always clear a selection', () => {
    expect(selectAllState(0, ROWS_LIMIT_MAX).tooMany).toBe(false);
    expect(selectAllState(0, ROWS_LIMIT_MAX + 1).tooMany).toBe(true);
    expect(selectAllState(2, ROWS_LIMIT_MAX + 1)).toEqual({ checked: false, indeterminate: true, tooMany: false });
  });
});
