import { describe, expect, it } from 'vitest';
import { fillParams, isProblemCode, PROBLEM_CODES, PROBLEM_TEXTS, problem, problemText } from './problems';

describe('problems', () => {
  it('are written in English with their parameters filled in', () => {
    expect(problemText(problem('mtuRange', { min: 576, max: 65535 }, 'mtu'))).toBe('MTU must be between 576 and 65535');
    expect(problemText(problem('nameRequired'))).toBe('name is required');
  });

  it('leave a parameter they were not given as written, rather than inventing one', () => {
    expect(fillParams('from {{min}} to {{max}}', { min: 1 })).toBe('from 1 to {{max}}');
  });

  it('carry the field only when the rule knows it', () => {
    expect(problem('nameRequired')).toEqual({ code: 'nameRequired', params: {} });
    expect(problem('nameRequired', {}, 'name')).toEqual({ code: 'nameRequired', params: {}, field: 'name' });
  });

  it('know their own codes, and no others', () => {
    expect(PROBLEM_CODES.every(isProblemCode)).toBe(true);
    expect(isProblemCode('toString')).toBe(false);
    expect(isProblemCode('noSuchProblem')).toBe(false);
  });

  it('name each parameter as a word, so every language can place it', () => {
    for (const text of Object.values(PROBLEM_TEXTS)) {
      expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});
