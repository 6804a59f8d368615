import { isIPv4Address, normaliseSetupCode } from '@netloom/contract';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import { randomBase32, sameSecret } from '../../random-base32';
import type { Database } from '../../store/schema';
import { hasSuperAdmin } from '../../store/user-repository';

/** 26 characters of 5 bits: 130 bits, beyond guessing. */
const CODE_LENGTH = 26;

/**
 * The one-time code that creating the first account needs when the server listens beyond this
 * machine: whoever reaches it first over the network must also be able to read its start output.
 */
export interface SetupCode {
  /** The code to print at start, in groups of four; null when none is needed. */
  readonly shown: string | null;
  /** Refuses (403) a first account without the right code while one is needed. */
  check(given: string | undefined): void;
  /** The first account exists: no code is needed any more. */
  used(): void;
}

/** Whether the server only listens on this machine (loopback), where whoever reaches it runs it. */
export function listensOnLoopbackOnly(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4Address(host) && host.startsWith('127.'));
}

export async function prepareSetupCode(db: Database, config: Pick<Config, 'host'>): Promise<SetupCode> {
  const needed = !listensOnLoopbackOnly(config.host) && !(await hasSuperAdmin(db));
  let code = needed ? randomBase32(CODE_LENGTH) : null;
  return {
    get shown() {
      return code?.match(/.{1,4}/g)?.join('-') ?? null;
    },
    check(given) {
      if (code === null || sameSecret(code, normaliseSetupCode(given ?? ''))) return;
      throw new ApiError(
        403,
        given
          ? 'the setup code is not the one this server printed when it started; copy it again from its start output'
          : "this server listens beyond this machine, so its first account needs the setup code it printed when it started: copy it from the server's start output",
      );
    },
    used() {
      code = null;
    },
  };
}
