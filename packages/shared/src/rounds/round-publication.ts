import { canonicalJson } from './canonical-json';
import { computeMatches, MATCH_ENGINE_VERSION } from './compute-matches';
import { type RoundInput, roundFileSchema, serializeRoundFile, serializeRoundOutput } from './round-file';

/** The file the server publishes when a round's donation window closes: the frozen input, this
 *  engine's version and its output, as canonical JSON. */
export function publishRoundFile(input: RoundInput): string {
  return serializeRoundFile({ engineVersion: MATCH_ENGINE_VERSION, input, output: computeMatches(input) });
}

export interface Recomputation {
  /** The output recomputed from the file's input, as canonical JSON. */
  output: string;
  /** Whether it is, byte for byte, the output the file publishes. */
  matches: boolean;
  /** Why not, in sentences; empty when it matches. */
  differences: string[];
}

/** Recomputes a published round file (`npm run round:recompute -- <file>`). Throws a
 *  `SyntaxError` or a zod error when the file is not a round file at all. */
export function recomputeRoundFile(text: string): Recomputation {
  const raw: unknown = JSON.parse(text);
  const file = roundFileSchema.parse(raw);
  const output = serializeRoundOutput(computeMatches(file.input));
  // The published output as written (its keys sorted, nothing else normalised), so that any
  // edit of a figure — even one that parses to the same number, like a leading zero — shows.
  const published = canonicalJson((raw as { output: unknown }).output);
  const differences: string[] = [];
  if (file.engineVersion !== MATCH_ENGINE_VERSION) {
    differences.push(
      `The file was computed by engine "${file.engineVersion}", this checkout has "${MATCH_ENGINE_VERSION}": recompute it with the commit that published it.`,
    );
  }
  if (output !== published) {
    differences.push(
      `The recomputed output differs from the published one ${firstDifference(output, published)}.`,
    );
  }
  return { output, matches: differences.length === 0, differences };
}

function firstDifference(recomputed: string, published: string): string {
  const ours = recomputed.split('\n');
  const theirs = published.split('\n');
  const line = ours.findIndex((text, index) => text !== theirs[index]);
  const at = line === -1 ? ours.length : line;
  const shown = (text: string | undefined) => (text ?? '(nothing)').trim().replace(/,$/, '');
  return `at line ${at + 1}: recomputed ${shown(ours[at])}, published ${shown(theirs[at])}`;
}
