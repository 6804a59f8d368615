/** Flags are stored as integers so SQLite and PostgreSQL read them back alike. */
export function toFlag(value: boolean): number {
  return value ? 1 : 0;
}

export function fromFlag(value: number): boolean {
  return value !== 0;
}
