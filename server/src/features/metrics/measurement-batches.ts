import type { Config } from '../../config';
import type { HostMeasurementsReport } from './record-measurements';

/** The most reports stored together: a batch holds SQLite's one connection while it is written. */
export const MOST_REPORTS_A_BATCH = 64;

interface WaitingReport {
  report: HostMeasurementsReport;
  stored: () => void;
  failed: (error: unknown) => void;
}

/**
 * Batches stored at the same time: SQLite writes through its one connection, so one; PostgreSQL two, one
 * being written while the next is prepared. More only shared the database's time with check-ins and
 * console reads, which then waited behind them (BENCHMARKS.md, Hosts checking in at scale).
 */
export function batchesAtOnce(config: Pick<Config, 'databaseUrl'>): number {
  return config.databaseUrl ? 2 : 1;
}

/**
 * Hosts' measurement reports, stored in batches: a report that arrives while others are being stored
 * waits for them and goes with the reports that arrived meanwhile, in one transaction with the same
 * few queries as one report (`recordMeasurements`). At 5,000 hosts reporting every minute a report
 * stored alone cost its own dozen queries and commit; nothing waits when reports come one at a time.
 * A host is in one batch at a time (its next report waits for the batch holding its last, so its
 * totals follow); when a batch fails, its reports are stored one by one, so one report's fault
 * refuses that report alone.
 */
export class MeasurementBatches {
  readonly #store: (reports: HostMeasurementsReport[]) => Promise<void>;
  readonly #atOnce: number;
  #waiting: WaitingReport[] = [];
  /** Hosts whose report is in a batch being stored. */
  readonly #storing = new Set<string>();
  #batchesStoring = 0;

  constructor(store: (reports: HostMeasurementsReport[]) => Promise<void>, atOnce: number) {
    this.#store = store;
    this.#atOnce = atOnce;
  }

  /** Resolves once the report is stored, with others that came meanwhile. */
  record(report: HostMeasurementsReport): Promise<void> {
    return new Promise((stored, failed) => {
      this.#waiting.push({ report, stored, failed });
      if (this.#batchesStoring < this.#atOnce) {
        this.#batchesStoring += 1;
        setImmediate(() => void this.#storeWaiting());
      }
    });
  }

  async #storeWaiting(): Promise<void> {
    for (let batch = this.#nextBatch(); batch.length > 0; batch = this.#nextBatch()) {
      try {
        await this.#store(batch.map((waiting) => waiting.report));
        for (const waiting of batch) waiting.stored();
      } catch {
        for (const waiting of batch) await this.#storeAlone(waiting);
      }
      for (const waiting of batch) this.#storing.delete(waiting.report.hostId);
    }
    this.#batchesStoring -= 1;
  }

  async #storeAlone(waiting: WaitingReport): Promise<void> {
    try {
      await this.#store([waiting.report]);
      waiting.stored();
    } catch (error) {
      waiting.failed(error);
    }
  }

  /**
   * The first waiting report of each host not being stored, at most MOST_REPORTS_A_BATCH; the rest
   * keep waiting in order.
   */
  #nextBatch(): WaitingReport[] {
    const batch: WaitingReport[] = [];
    const later: WaitingReport[] = [];
    for (const waiting of this.#waiting) {
      const { hostId } = waiting.report;
      if (batch.length < MOST_REPORTS_A_BATCH && !this.#storing.has(hostId)) {
        this.#storing.add(hostId);
        batch.push(waiting);
      } else later.push(waiting);
    }
    this.#waiting = later;
    return batch;
  }
}
