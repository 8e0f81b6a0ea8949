import { messages } from '@simsar/contract/messages';
import { AppError } from './errors.ts';

const windowMs = 15 * 60 * 1000;

/**
 * Counts failed sign-ins per client address and per account over the last 15 minutes and refuses
 * further attempts past a limit (429). Kept in memory: Simsar runs as one process.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits = { perAddress: 30, perAccount: 10 },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Throws 429 when the address or the account has failed too often of late. */
  check(address: string, account: string): void {
    if (
      this.recent(`ip:${address}`).length >= this.limits.perAddress ||
      this.recent(`account:${account}`).length >= this.limits.perAccount
    ) {
      throw new AppError('RATE_LIMITED', messages.tooManyAttempts);
    }
  }

  fail(address: string, account: string): void {
    for (const key of [`ip:${address}`, `account:${account}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  succeed(account: string): void {
    this.failures.delete(`account:${account}`);
  }
}
