import { sqlState } from './index.js';

/** SQLSTATEs of a transaction PostgreSQL chose to abort so another could go on: a deadlock, a serialization race. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a transaction again (up to `attempts` times in all) when it lost a deadlock or serialization race. */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (i >= attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
