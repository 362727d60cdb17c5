import type { CampaignLimits, PlatformSettings, UpdateSettings } from '@crowdvault/shared/api/admin';
import { LIMITS, PLATFORM_FEE_BPS } from '@crowdvault/shared/constants';
import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import type { ChainContext } from '../../chain/context';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { recordAudit } from '../../infra/audit-log';

/** Goals are compared at 6 decimals (every stablecoin has at least 6). */
const GOAL_DECIMALS = 6;
const DEFAULTS = {
  minGoalMicros: parseUnits(String(LIMITS.goalMin), GOAL_DECIMALS),
  maxDurationDays: LIMITS.endDateMaxDays,
};

export interface CampaignLimitsValue {
  minGoalMicros: bigint;
  maxDurationDays: number;
}

/** The limits campaign creation enforces: the stored row, or the defaults before any change. */
export async function readCampaignLimits(db: Database): Promise<CampaignLimitsValue> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row ? { minGoalMicros: row.minGoalMicros, maxDurationDays: row.maxDurationDays } : DEFAULTS;
}

export function toCampaignLimits(value: CampaignLimitsValue): CampaignLimits {
  return { minGoal: formatUnits(value.minGoalMicros, GOAL_DECIMALS), maxDurationDays: value.maxDurationDays };
}

export async function readPlatformSettings(
  db: Database,
  chain: Pick<ChainContext, 'chainId' | 'name' | 'deployment'>,
): Promise<PlatformSettings> {
  return {
    ...toCampaignLimits(await readCampaignLimits(db)),
    chain: {
      chainId: chain.chainId,
      chainName: chain.name,
      factoryAddress: chain.deployment.factoryAddress,
      treasuryAddress: chain.deployment.treasuryAddress,
      platformFeeBps: PLATFORM_FEE_BPS,
    },
  };
}

/** Stores new limits and records the change in the audit log. */
export async function updateCampaignLimits(
  db: Database,
  actorId: number,
  update: UpdateSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.id, 1))
      .for('update');
    const before = current ?? { ...DEFAULTS };
    const next = {
      minGoalMicros:
        update.minGoal !== undefined ? parseUnits(update.minGoal, GOAL_DECIMALS) : before.minGoalMicros,
      maxDurationDays: update.maxDurationDays ?? before.maxDurationDays,
    };
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: platformSettings.id, set: { ...next, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      targetLabel: 'Campaign limits',
      before: toCampaignLimits(before),
      after: toCampaignLimits(next),
    });
  });
}
