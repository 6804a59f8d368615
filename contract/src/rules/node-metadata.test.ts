import { describe, expect, it } from 'vitest';
import { NODE_METADATA_MAX_LENGTH, nodeMetadataError } from './node-metadata';

describe('node metadata', () => {
  it('allows up to 255 characters', () => {
    expect(NODE_METADATA_MAX_LENGTH).toBe(255);
    expect(nodeMetadataError('x'.repeat(255))).toBeNull();
    expect(nodeMetadataError('x'.repeat(256))).toBe('metadata must have at most 255 characters');
  });
});
