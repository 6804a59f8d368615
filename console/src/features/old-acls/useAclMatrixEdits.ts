import type { AclContainer } from '@netloom/contract';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { AclMatrixEdits, type PairView } from './matrixState';

const NO_MATRIX: AclContainer = {};

/**
 * The page's edits over the server's matrix; when the matrix reloads (after a submit, or the
 * header's refresh) the changes that still change something carry over.
 */
export function useAclMatrixEdits(matrix: AclContainer | undefined): AclMatrixEdits {
  const base = matrix ?? NO_MATRIX;
  const [edits, setEdits] = useState(() => new AclMatrixEdits(base));
  if (edits.base !== base) {
    const next = new AclMatrixEdits(base, edits);
    setEdits(next);
    return next;
  }
  return edits;
}

/** What the cell of `source` → `target` shows, re-rendering only when its pair changes. */
export function usePairView(edits: AclMatrixEdits, source: string, target: string): PairView | null {
  const subscribe = useCallback(
    (listener: () => void) => edits.subscribePair(source, target, listener),
    [edits, source, target],
  );
  return useSyncExternalStore(subscribe, () => edits.view(source, target));
}

/** How many pairs differ from the server's matrix. */
export function useChangedCount(edits: AclMatrixEdits): number {
  const subscribe = useCallback((listener: () => void) => edits.subscribeSummary(listener), [edits]);
  return useSyncExternalStore(subscribe, () => edits.changedCount());
}
