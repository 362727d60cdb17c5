// `npm run round:recompute -- <file>`: recomputes a matching round's published file (issue 44,
// decision 134) with this checkout's match engine. Prints the recomputed output on stdout, byte
// for byte as the engine writes it (so it can be saved and diffed), and on stderr whether it is
// the output the file publishes. Exit code 0 when it is, 1 when it is not, 2 when the file cannot
// be read as a round file.
import { readFileSync } from 'node:fs';
import { recomputeRoundFile } from '@crowdvault/shared/rounds/round-publication';

const path = process.argv[2];
if (path === undefined) {
  console.error('Usage: npm run round:recompute -- <round file>');
  process.exit(2);
}

let result: ReturnType<typeof recomputeRoundFile>;
try {
  result = recomputeRoundFile(readFileSync(path, 'utf8'));
} catch (error) {
  console.error(`${path} is not a round file: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

process.stdout.write(result.output);
if (result.matches) {
  console.error('Matches: the recomputed output is the published output, byte for byte.');
} else {
  for (const difference of result.differences) console.error(`Does not match. ${difference}`);
  process.exitCode = 1;
}
