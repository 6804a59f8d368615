export * from './dates';
export * from './latency';
export * from './traffic';
