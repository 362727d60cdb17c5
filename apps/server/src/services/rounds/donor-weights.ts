import type { RoundInput } from '@crowdvault/shared/rounds/round-file';
import { and, eq, inArray, lt, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { donations, users } from '../../db/schema';
import type { RoundRow } from './round-settings';

/** A donor with a local identity signal counts fully. */
export const FULL_WEIGHT_BPS = 10_000;
/**
 * A donor with none counts as if they had given half their gifts (decision 143): the round's
 * `defaultWeightBps`, so a new donor's estimate and anyone recomputing the file use it too.
 */
export const UNPROVEN_WEIGHT_BPS = 5_000;

/**
 * The first, local identity signal of decision 134's weight interface (decision 143), and a
 * **weak** one: a donor weighs fully when the server knows either
 * - a CrowdVault account whose wallet is the donor's address with a verified e-mail address, or
 * - a gift from that address recorded in the ledger (not the admin's samples) whose block is
 *   before the round's donation window opened — a wallet with history before the round;
 * every other donor weighs UNPROVEN_WEIGHT_BPS. Each costs a Sybil an e-mail address or one early
 * gift per wallet: it raises the price of a ring, it does not stop one. The weights are read when
 * the input is loaded (live, or at freeze) and published in the file, so recomputation needs
 * neither signal. Only donors at full weight are listed; the rest take the default.
 */
export async function donorWeights(
  db: Executor,
  round: Pick<RoundRow, 'donationsOpenAt'>,
  donors: readonly string[],
): Promise<RoundInput['donorWeights']> {
  const addresses = [...new Set(donors.map((donor) => donor.toLowerCase()))];
  if (addresses.length === 0) return [];
  const [verified, earlier] = await Promise.all([
    db
      .select({ donor: users.walletAddress })
      .from(users)
      .where(and(inArray(users.walletAddress, addresses), eq(users.emailVerified, true))),
    db
      .select({ donor: donations.donorAddress })
      .from(donations)
      .where(
        and(
          inArray(donations.donorAddress, addresses),
          lt(donations.createdAt, round.donationsOpenAt),
          not(donations.isSample),
        ),
      )
      .groupBy(donations.donorAddress),
  ]);
  const full = new Set([...verified, ...earlier].map((row) => row.donor));
  return [...full].sort().map((donor) => ({ donor, weightBps: FULL_WEIGHT_BPS }));
}
