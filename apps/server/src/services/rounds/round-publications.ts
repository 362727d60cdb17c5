import { createHash } from 'node:crypto';
import type { RoundPublication } from '@crowdvault/shared/api/rounds';
import { canonicalJson } from '@crowdvault/shared/rounds/canonical-json';
import { MATCH_ENGINE_VERSION } from '@crowdvault/shared/rounds/compute-matches';
import {
  type RoundFile,
  type RoundInput,
  roundFileSchema,
  roundInputToJson,
  serializeRoundOutput,
} from '@crowdvault/shared/rounds/round-file';
import { publishRoundFile } from '@crowdvault/shared/rounds/round-publication';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roundPublications } from '../../db/schema';
import { type RoundRow, tokensOf } from './round-settings';

export type PublicationRow = typeof roundPublications.$inferSelect;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The round's latest published version, or null before its result is published. */
export async function latestPublication(db: Executor, roundId: number): Promise<PublicationRow | null> {
  const [row] = await db
    .select()
    .from(roundPublications)
    .where(eq(roundPublications.roundId, roundId))
    .orderBy(desc(roundPublications.version))
    .limit(1);
  return row ?? null;
}

/** One version of the round's published file, or null. */
export async function publicationVersion(
  db: Executor,
  roundId: number,
  version: number,
): Promise<PublicationRow | null> {
  const [row] = await db
    .select()
    .from(roundPublications)
    .where(and(eq(roundPublications.roundId, roundId), eq(roundPublications.version, version)));
  return row ?? null;
}

/** Computes `input` with this engine and stores the file as the round's next version. */
export async function storePublication(
  tx: Executor,
  values: {
    roundId: number;
    version: number;
    input: RoundInput;
    publishedBy: number | null;
    publishedAt: Date;
    challengeEndsAt: Date;
  },
): Promise<PublicationRow> {
  const file = publishRoundFile(values.input);
  const parsed = parseRoundFile(file);
  const [row] = await tx
    .insert(roundPublications)
    .values({
      roundId: values.roundId,
      version: values.version,
      engineVersion: MATCH_ENGINE_VERSION,
      file,
      inputHash: sha256(canonicalJson(roundInputToJson(parsed.input))),
      resultHash: sha256(serializeRoundOutput(parsed.output)),
      publishedBy: values.publishedBy,
      publishedAt: values.publishedAt,
      challengeEndsAt: values.challengeEndsAt,
    })
    .returning();
  return row!;
}

/** A stored file read back (it was written by `publishRoundFile`, so it parses). */
export function parseRoundFile(file: string): RoundFile {
  return roundFileSchema.parse(JSON.parse(file));
}

export function toPublication(round: RoundRow, row: PublicationRow, file: RoundFile): RoundPublication {
  return {
    version: row.version,
    engineVersion: row.engineVersion,
    inputHash: row.inputHash,
    resultHash: row.resultHash,
    publishedAt: row.publishedAt.toISOString(),
    challengeEndsAt: row.challengeEndsAt.toISOString(),
    matched: tokensOf(round, file.output.matched),
    unallocated: tokensOf(round, file.output.unallocated),
    fileUrl: `/api/rounds/${round.id}/result.json?version=${row.version}`,
  };
}
