import { isIPv4Address, normaliseSetupCode } from '@netloom/contract';
import type { Config } from '../config';
import { ApiError } from '../api-error';
import { randomBase32 } from '../random-base32';
import { sha256Hex } from '../sha256';
import type { Database } from '../store/schema';
import { forgetSetupCodes, isPrintedSetupCode, rememberSetupCode } from '../store/setup-code-repository';
import { hasSuperAdmin } from '../store/user-repository';
import { timestampNow } from '../time';

/** 26 characters of 5 bits: 130 bits, beyond guessing. */
const CODE_LENGTH = 26;

/**
 * The one-time code that creating the first account needs when the server listens beyond this
 * machine: whoever reaches it first over the network must also be able to read its start output.
 *
 * Several servers on one database each print their own code, and the database keeps the SHA-256 of
 * every code printed: any of them works on any server that needs one, as the person who set the
 * servers up may read either start output while a balancer picks the server. A code stays good until
 * the first account exists, then all are forgotten; a code of a server that stopped or restarted
 * meanwhile stays good too, as it was printed to the same people as the others.
 */
export interface SetupCode {
  /** The code to print at start, in groups of four; null when none is needed. */
  readonly shown: string | null;
  /** Whether a first account made here needs a code: this server printed one and there is no account yet. */
  needed(): Promise<boolean>;
  /** Refuses (403) a first account without a code a server printed, while this one needs a code. */
  check(given: string | undefined): Promise<void>;
  /** The first account exists: no code is needed any more. */
  used(): Promise<void>;
}

/** Whether the server only listens on this machine (loopback), where whoever reaches it runs it. */
export function listensOnLoopbackOnly(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4Address(host) && host.startsWith('127.'));
}

export async function prepareSetupCode(db: Database, config: Pick<Config, 'host'>): Promise<SetupCode> {
  const needed = !listensOnLoopbackOnly(config.host) && !(await hasSuperAdmin(db));
  let code = needed ? randomBase32(CODE_LENGTH) : null;
  if (code !== null) await rememberSetupCode(db, sha256Hex(code), timestampNow());
  return {
    get shown() {
      return code?.match(/.{1,4}/g)?.join('-') ?? null;
    },
    async needed() {
      return code !== null && !(await hasSuperAdmin(db));
    },
    async check(given) {
      if (code === null || (await isPrintedSetupCode(db, sha256Hex(normaliseSetupCode(given ?? ''))))) return;
      throw new ApiError(
        403,
        given
          ? 'the setup code is not the one this server printed when it started; copy it again from its start output'
          : "this server listens beyond this machine, so its first account needs the setup code it printed when it started: copy it from the server's start output",
      );
    },
    async used() {
      code = null;
      await forgetSetupCodes(db);
    },
  };
}
