import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { HitCounter } from '../../infra/limits/hit-counter';
import { signedInUser } from '../auth/require-user';

/** Who sends an image: the signed-in user, and the client address per-IP limits count by. */
export interface Uploader {
  userId: number;
  ip: string;
}

/** The uploader of a signed-in request (`request.ip` follows TRUST_PROXY, decision 071). */
export function uploaderOf(request: FastifyRequest): Uploader {
  return { userId: signedInUser(request).id, ip: request.ip };
}

const HOUR_MS = 3_600_000;
const KIB = 1024;
const MIB = 1024 * 1024;

export const UPLOAD_BUDGET_MESSAGES = {
  user: (megabytes: number, minutes: number) =>
    `These images would take your account past ${megabytes} MB this hour, the most one account may send. Please try again in ${wait(minutes)}.`,
  ip: (megabytes: number, minutes: number) =>
    `These images would take your network past ${megabytes} MB this hour, the most CrowdVault takes from one address. Please try again in ${wait(minutes)}.`,
} as const;

function wait(minutes: number): string {
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Bytes of images each user and each client IP may have processed and stored per hour (issue 38,
 * item 6; decision 117), counted where every rate limit counts (Redis or the shared PostgreSQL,
 * decision 052), so fresh wallets or another instance do not reset it. Counted in KiB, rounded up,
 * so the counters' integers hold any budget. An image costs the larger of the bytes sent and the
 * bytes stored: what is sent is charged before processing (and refused whole beyond either
 * budget), what its variants take beyond that is added once they are encoded.
 */
export class UploadBudget {
  constructor(
    private readonly counter: HitCounter,
    private readonly limits: { bytesPerUser: number; bytesPerIp: number },
  ) {}

  /** Charges `bytes` to the uploader's account and address for the hour, or charges nothing and
   *  refuses (429 with Retry-After) when either would go beyond its budget. */
  async spend(uploader: Uploader, bytes: number): Promise<void> {
    const kib = Math.ceil(bytes / KIB);
    if (kib === 0) return;
    const charged: string[] = [];
    try {
      for (const { key, budget, message } of this.budgets(uploader)) {
        const { count, ttlMs } = await this.counter.hit(key, HOUR_MS, kib);
        charged.push(key);
        if (count * KIB > budget) {
          const seconds = Math.ceil(ttlMs / 1000);
          throw new AppError('TOO_MANY_REQUESTS', message(budget / MIB, Math.ceil(seconds / 60)), seconds);
        }
      }
    } catch (error) {
      await Promise.all(charged.map((key) => this.counter.hit(key, HOUR_MS, -kib))).catch(() => undefined);
      throw error;
    }
  }

  /** Adds bytes (what an image stored beyond what was sent) or gives them back (negative: files
   *  charged but never processed); never refuses. */
  async adjust(uploader: Uploader, bytes: number): Promise<void> {
    const kib = Math.sign(bytes) * Math.ceil(Math.abs(bytes) / KIB);
    if (kib === 0) return;
    await Promise.all(this.budgets(uploader).map(({ key }) => this.counter.hit(key, HOUR_MS, kib)));
  }

  private budgets(uploader: Uploader) {
    return [
      {
        key: `upload-bytes:user:${uploader.userId}`,
        budget: this.limits.bytesPerUser,
        message: UPLOAD_BUDGET_MESSAGES.user,
      },
      {
        key: `upload-bytes:ip:${uploader.ip}`,
        budget: this.limits.bytesPerIp,
        message: UPLOAD_BUDGET_MESSAGES.ip,
      },
    ].filter((entry) => entry.budget > 0);
  }
}
