import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { computeMatches, MATCH_ENGINE_VERSION } from './compute-matches';
import { roundFileSchema, serializeRoundFile, serializeRoundOutput } from './round-file';
import { addressOf, roundOf } from './round-fixture';
import { publishRoundFile, recomputeRoundFile } from './round-publication';

const input = roundOf(
  [
    [1, 'A', 4_000_000n],
    [1, 'B', 9_000_000n],
    [1, 'owner', 5_000_000n],
    [2, 'C', 1_000_000n],
    [2, 'D', 16_000_000n],
    [2, 'E', 500_000n],
  ],
  {
    pool: 900_000_000n,
    minimumGift: 1_000_000n,
    pairwiseThreshold: 6_000_000n,
    matchingCapBps: 5_000,
    campaigns: [
      { campaignId: 1, ownAddresses: [addressOf('owner')], excluded: null },
      { campaignId: 2, ownAddresses: [], excluded: null },
    ],
  },
);
const published = publishRoundFile(input);

/** The file with one figure of its published output changed. */
function tampered(text: string): string {
  const file = JSON.parse(text);
  file.output.campaigns[0].match = String(BigInt(file.output.campaigns[0].match) + 1n);
  file.output.campaigns[1].match = String(BigInt(file.output.campaigns[1].match) - 1n);
  return JSON.stringify(file, null, 2);
}

describe('a published round file', () => {
  it('holds the input, the engine version and the output, in canonical order', () => {
    const file = roundFileSchema.parse(JSON.parse(published));
    expect(file.engineVersion).toBe(MATCH_ENGINE_VERSION);
    expect(file.output).toEqual(computeMatches(input));
    // Writing what was read gives the same bytes.
    expect(serializeRoundFile(file)).toBe(published);
    expect(published).toContain('"amount": "4000000"');
    expect(published.indexOf('"engineVersion"')).toBeLessThan(published.indexOf('"input"'));
  });

  it('recomputes to the same bytes', () => {
    const result = recomputeRoundFile(published);
    expect(result).toEqual({
      output: serializeRoundOutput(computeMatches(input)),
      matches: true,
      differences: [],
    });
  });

  it('does not depend on the order of the published lists', () => {
    const file = JSON.parse(published);
    file.input.gifts.reverse();
    file.input.campaigns.reverse();
    expect(recomputeRoundFile(JSON.stringify(file)).matches).toBe(true);
  });

  it('says where a tampered output differs', () => {
    const result = recomputeRoundFile(tampered(published));
    expect(result.matches).toBe(false);
    expect(result.differences).toEqual([
      'The recomputed output differs from the published one at line 9: recomputed "match": "450000000", published "match": "450000001".',
    ]);
  });

  it('says when another engine version computed the file', () => {
    const file = JSON.parse(published);
    file.engineVersion = 'crowdvault-match/0';
    const result = recomputeRoundFile(JSON.stringify(file));
    expect(result.matches).toBe(false);
    expect(result.differences).toEqual([expect.stringContaining('engine "crowdvault-match/0"')]);
  });
});

describe('npm run round:recompute', () => {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'round-recompute-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const recompute = (text: string) => {
    const path = join(dir, `round-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(path, text);
    return spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/round-recompute.ts', path], {
      cwd: root,
      encoding: 'utf8',
    });
  };

  it('prints the recomputed output byte for byte and exits 0 when it matches', () => {
    const run = recompute(published);
    expect(run.stdout).toBe(serializeRoundOutput(computeMatches(input)));
    expect(run.stderr).toContain('Matches');
    expect(run.status).toBe(0);
  }, 30_000);

  it('exits 1 on a tampered output, still printing the recomputed one', () => {
    const run = recompute(tampered(published));
    expect(run.stdout).toBe(serializeRoundOutput(computeMatches(input)));
    expect(run.stderr).toContain('Does not match');
    expect(run.status).toBe(1);
  }, 30_000);
});
