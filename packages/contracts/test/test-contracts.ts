import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import solc from 'solc';
import type { Abi, Hex } from 'viem';
import {
  type CompiledContract,
  compileContracts,
  PACKAGE_DIR,
  solidityFilesIn,
} from '../scripts/compile-contracts';

let compiled: Record<string, CompiledContract> | undefined;

/** The sources, the compiler and the OpenZeppelin release they import: what the output depends on. */
function sourcesKey(files: string[]): string {
  const hash = createHash('sha256').update(solc.version());
  const openZeppelin = createRequire(join(PACKAGE_DIR, 'package.json')).resolve(
    '@openzeppelin/contracts/package.json',
  );
  hash.update(readFileSync(openZeppelin));
  for (const file of files) hash.update(file).update(readFileSync(join(PACKAGE_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Compiles the test-only contracts in test/*.sol (kept out of the generated production module).
 *  solc-js takes 10–20 s of CPU for them: the output is kept in the system's temporary folder under
 *  the sources' hash, so each test process and each later run reads it instead — a test that
 *  compiled first on a busy machine came within seconds of its 30 s timeout. */
export function testContract(name: string): { abi: Abi; bytecode: Hex } {
  compiled ??= compileCached([...solidityFilesIn('src'), ...solidityFilesIn('test')]);
  const contract = compiled[name];
  if (!contract) throw new Error(`test contract ${name} not found`);
  return contract;
}

function compileCached(files: string[]): Record<string, CompiledContract> {
  const dir = join(tmpdir(), 'crowdvault-test-contracts');
  const file = join(dir, `${sourcesKey(files)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, CompiledContract>;
  } catch {
    const output = compileContracts(files);
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed, so a process reading at the same moment sees all of it or none.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(output));
    renameSync(partial, file);
    return output;
  }
}
