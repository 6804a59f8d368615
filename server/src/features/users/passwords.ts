import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash (the library's default algorithm) in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
