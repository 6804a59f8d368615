import { describe, expect, it } from 'vitest';
import { NODE_METADATA_MAX_LENGTH, nodeMetadataProblem } from './node-metadata';
import { problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

describe('node metadata', () => {
  it('allows up to 255 characters', () => {
    expect(NODE_METADATA_MAX_LENGTH).toBe(255);
    expect(english(nodeMetadataProblem('x'.repeat(255)))).toBeNull();
    expect(english(nodeMetadataProblem('x'.repeat(256)))).toBe('metadata must have at most 255 characters');
  });
});
