import { messages } from '@simsar/contract/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Clock, systemClock } from './clock.ts';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';
import { loginAttempts } from './login-throttle.schema.ts';
import { forgetOldDevices, knownDeviceKey } from './sign-in-devices.ts';
import { countInWindows, windowSweeper } from './window-counts.ts';

type Limit = { max: number; minutes: number };

/**
 * The sign-in limit of admins and members (docs/decisions/092), counted in the
 * database so that parallel tries can never be evaluated past it. A try from an unknown source:
 * - account and address together: 10 in 15 minutes (the lock an attacker meets);
 * - the account from anywhere: 100 in an hour (a guesser spread over many addresses);
 * - the address for any account: 30 in 15 minutes (one address trying many accounts).
 * A try carrying a known device cookie for the account (core/sign-in-devices.ts) is counted against
 * that device alone: 10 in 15 minutes. Strangers' failures, however many, do not lock the owner out
 * of a browser they signed in from before; a device that keeps failing is locked itself, and its
 * tries then count as an unknown source's.
 */
export const defaultLoginLimits = {
  pair: { max: 10, minutes: 15 },
  account: { max: 100, minutes: 60 },
  address: { max: 30, minutes: 15 },
  device: { max: 10, minutes: 15 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof defaultLoginLimits;

export type GuardOptions = {
  /** The device cookie the try carries, if any. */
  device?: string | undefined;
  /** Told when this failed try reaches a limit: the lock begins (the audit records it). */
  onLocked?: (limits: LimitName[]) => Promise<void>;
  /**
   * Which refusals of the attempt are wrong guesses, counted: a sign-in's 401 (the default); a
   * signed-in admin's wrong password is a 400 on its field (docs/decisions/301).
   */
  isFailure?: (error: AppError) => boolean;
};

const unauthenticated = (error: AppError) => error.code === 'UNAUTHENTICATED';

type Keys = Partial<Record<LimitName, string>>;

export class LoginThrottle {
  private readonly sweep: () => Promise<boolean>;

  constructor(
    private readonly db: Executor,
    private readonly limits: Record<LimitName, Limit> = defaultLoginLimits,
    private readonly clock: Clock = systemClock,
  ) {
    this.sweep = windowSweeper(db, loginAttempts, () => this.clock().getTime());
  }

  /**
   * Deletes the counts whose window has ended (core/window-counts.ts), at most once every ten minutes
   * per process, on a sign-in attempt; devices unused for a year go in the same pass.
   */
  private async sweepExpired(): Promise<void> {
    if (await this.sweep()) await forgetOldDevices(this.db);
  }

  /**
   * Counts one try against each key, in one statement (core/window-counts.ts): of N parallel tries
   * at most the limit see a count within it.
   */
  private async take(keys: Keys) {
    const named = Object.entries(keys) as [LimitName, string][];
    const countOf = await countInWindows(
      this.db,
      loginAttempts,
      named.map(([kind, key]) => ({ key, minutes: this.limits[kind].minutes })),
    );
    const counts = named.map(([kind, key]) => ({ kind, count: countOf.get(key)?.count ?? 0 }));
    // Every statement here locks its rows in key order, so that parallel attempts wait for each
    // other instead of deadlocking (PostgreSQL 40P01, seen as 500s under load).
    const giveBack = async () => {
      await this.db.execute(sql`
        update ${loginAttempts} set count = greatest(${loginAttempts.count} - 1, 0)
        where ${loginAttempts.key} in (
          select ${loginAttempts.key} from ${loginAttempts}
          where ${inArray(loginAttempts.key, Object.values(keys))}
          order by ${loginAttempts.key} for update)`);
    };
    return { counts, over: counts.some(({ kind, count }) => count > this.limits[kind].max), giveBack };
  }

  /**
   * Runs one sign-in `attempt` of `account` from `address`, counted before it runs. Past a limit:
   * 429, and the refused attempt is not counted. Only failures (401, or `isFailure`) stay counted; any other
   * refusal gives its count back, and a success also clears the count of its account and address
   * (or of its device). A known device's try is counted against the device alone, unless the device
   * is itself locked: then it is an unknown source's.
   */
  async guard<T>(
    address: string,
    account: string,
    attempt: () => Promise<T>,
    options: GuardOptions = {},
  ): Promise<T> {
    await this.sweepExpired();
    const device = await knownDeviceKey(this.db, options.device, account);
    if (device) {
      const taken = await this.take({ device });
      if (!taken.over) return this.run(taken, attempt, options, device);
      await taken.giveBack();
    }
    const keys = {
      pair: `pair:${account}|${address}`,
      account: `account:${account}`,
      address: `address:${address}`,
    };
    const taken = await this.take(keys);
    if (taken.over) {
      await taken.giveBack();
      throw new AppError('RATE_LIMITED', messages.tooManyAttempts);
    }
    return this.run(taken, attempt, options, keys.pair);
  }

  private async run<T>(
    taken: Awaited<ReturnType<LoginThrottle['take']>>,
    attempt: () => Promise<T>,
    options: GuardOptions,
    /** The count a success starts again: this address's for the account, or this device's. */
    clearedBySuccess: string,
  ): Promise<T> {
    try {
      const result = await attempt();
      await this.db.delete(loginAttempts).where(eq(loginAttempts.key, clearedBySuccess));
      await taken.giveBack();
      return result;
    } catch (error) {
      if (!(error instanceof AppError && (options.isFailure ?? unauthenticated)(error))) {
        await taken.giveBack();
        throw error;
      }
      // This failure stays counted; the one that brings a count to its limit starts the lock.
      const reached = taken.counts.filter(({ kind, count }) => count === this.limits[kind].max);
      if (reached.length > 0 && options.onLocked) await options.onLocked(reached.map(({ kind }) => kind));
      throw error;
    }
  }
}
