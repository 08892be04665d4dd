import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): about 50 ms here, well inside the 300 ms sign-in budget.
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies against a stored hash; a malformed hash is a failed verification, never a 500. */
export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
