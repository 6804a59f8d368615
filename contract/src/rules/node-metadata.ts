/** A node's metadata: free text about it, shown to its network's users. */
export const NODE_METADATA_MAX_LENGTH = 255;

/** The message for metadata that is too long, or null when it fits. */
export function nodeMetadataError(metadata: string): string | null {
  return metadata.length > NODE_METADATA_MAX_LENGTH
    ? `metadata must have at most ${NODE_METADATA_MAX_LENGTH} characters`
    : null;
}
