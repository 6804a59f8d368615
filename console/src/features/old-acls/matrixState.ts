import { ACL_ALLOWED, ACL_DENIED, type AclCell, type AclContainer } from '@netloom/contract';

/**
 * The version 1 matrix as the old ACL page edits it: the server's matrix
 * and the pairs changed here, kept apart until they are submitted. A pair is allowed only when both
 * of its directions are; a change always sets both directions. Toggling a pair costs the same at
 * any size and wakes only the two cells that show it.
 */

/** What one cell shows: the pair's state, and whether it differs from the server's. */
export interface PairView {
  readonly allowed: boolean;
  readonly changed: boolean;
}

/** One object per state, so a cell that subscribes to its pair re-renders only when the state moves. */
const PAIR_VIEWS: readonly (readonly PairView[])[] = [
  [
    { allowed: false, changed: false },
    { allowed: false, changed: true },
  ],
  [
    { allowed: true, changed: false },
    { allowed: true, changed: true },
  ],
];

interface PairChange {
  a: string;
  b: string;
  allowed: boolean;
}

type Listener = () => void;

/** The same key for both directions of a pair. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\n${b}` : `${b}\n${a}`;
}

/** One direction of a pair as the server sent it; undefined where it sent none. */
function cellOf(matrix: AclContainer, source: string, target: string): AclCell | undefined {
  const row = Object.hasOwn(matrix, source) ? matrix[source] : undefined;
  return row && Object.hasOwn(row, target) ? row[target] : undefined;
}

/** An object keyed by ids without a prototype, so any id is an own key. */
function idRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export class AclMatrixEdits {
  readonly base: AclContainer;
  private readonly changes = new Map<string, PairChange>();
  private readonly pairListeners = new Map<string, Set<Listener>>();
  private readonly summaryListeners = new Set<Listener>();

  /** Edits over the server's matrix `base`; the changes of `previous` that still change something carry over. */
  constructor(base: AclContainer, previous?: AclMatrixEdits) {
    this.base = base;
    for (const [key, change] of previous?.changes ?? []) {
      if (this.hasPair(change.a, change.b) && this.savedAllowed(change.a, change.b) !== change.allowed) {
        this.changes.set(key, change);
      }
    }
  }

  /** Whether two devices form a pair of the matrix: not a device with itself, nor two external clients. */
  hasPair(a: string, b: string): boolean {
    return a !== b && (cellOf(this.base, a, b) !== undefined || cellOf(this.base, b, a) !== undefined);
  }

  /** The server's state of a pair: allowed when both directions are. */
  savedAllowed(a: string, b: string): boolean {
    return cellOf(this.base, a, b) === ACL_ALLOWED && cellOf(this.base, b, a) === ACL_ALLOWED;
  }

  allowed(a: string, b: string): boolean {
    return this.changes.get(pairKey(a, b))?.allowed ?? this.savedAllowed(a, b);
  }

  /** What the cell of `a` → `b` shows; null where there is no pair. */
  view(a: string, b: string): PairView | null {
    if (!this.hasPair(a, b)) return null;
    return PAIR_VIEWS[Number(this.allowed(a, b))][Number(this.changes.has(pairKey(a, b)))];
  }

  /** How many pairs differ from the server's matrix. */
  changedCount(): number {
    return this.changes.size;
  }

  /** Flips a pair, both directions at once. */
  toggle(a: string, b: string): void {
    if (!this.hasPair(a, b)) return;
    this.set(a, b, !this.allowed(a, b));
    this.pairListeners.get(pairKey(a, b))?.forEach((listener) => listener());
    this.summaryListeners.forEach((listener) => listener());
  }

  /** Allows or blocks every pair among these devices. */
  setAll(ids: readonly string[], allowed: boolean): void {
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        if (this.hasPair(ids[i], ids[j])) this.set(ids[i], ids[j], allowed);
      }
    }
    this.notifyAll();
  }

  /** Drops every change. */
  reset(): void {
    this.changes.clear();
    this.notifyAll();
  }

  /**
   * The whole matrix to submit: the server's cells, with both directions of every changed pair
   * set, so an unchanged pair keeps its cells exactly as they are.
   */
  requestBody(): AclContainer {
    const body = idRecord<Record<string, AclCell>>();
    for (const [source, row] of Object.entries(this.base)) body[source] = Object.assign(idRecord<AclCell>(), row);
    for (const { a, b, allowed } of this.changes.values()) {
      const value = allowed ? ACL_ALLOWED : ACL_DENIED;
      (body[a] ??= idRecord())[b] = value;
      (body[b] ??= idRecord())[a] = value;
    }
    return body;
  }

  /** Calls `listener` when the pair of `a` and `b` changes; returns the unsubscribe. */
  subscribePair(a: string, b: string, listener: Listener): () => void {
    const key = pairKey(a, b);
    let listeners = this.pairListeners.get(key);
    if (!listeners) this.pairListeners.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.pairListeners.get(key) === listeners) this.pairListeners.delete(key);
    };
  }

  /** Calls `listener` when the number of changes may have moved; returns the unsubscribe. */
  subscribeSummary(listener: Listener): () => void {
    this.summaryListeners.add(listener);
    return () => this.summaryListeners.delete(listener);
  }

  private set(a: string, b: string, allowed: boolean): void {
    const key = pairKey(a, b);
    if (allowed === this.savedAllowed(a, b)) this.changes.delete(key);
    else this.changes.set(key, { a, b, allowed });
  }

  private notifyAll(): void {
    this.pairListeners.forEach((listeners) => listeners.forEach((listener) => listener()));
    this.summaryListeners.forEach((listener) => listener());
  }
}
