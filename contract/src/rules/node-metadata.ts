import { problem, type Problem } from './problems';
/** A node's metadata: free text about it, shown to its network's users. */
export const NODE_METADATA_MAX_LENGTH = 255;

/** The problem of metadata that is too long, or null when it fits. */
export function nodeMetadataProblem(metadata: string): Problem | null {
  return metadata.length > NODE_METADATA_MAX_LENGTH
    ? problem('metadataTooLong', { max: NODE_METADATA_MAX_LENGTH }, 'metadata')
    : null;
}
