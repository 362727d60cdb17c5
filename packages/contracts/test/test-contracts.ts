import type { Abi, Hex } from 'viem';
import { type CompiledContract, compileContracts, solidityFilesIn } from '../scripts/compile-contracts';

let compiled: Record<string, CompiledContract> | undefined;

/** Compiles the test-only contracts in test/*.sol (kept out of the generated production module). */
export function testContract(name: string): { abi: Abi; bytecode: Hex } {
  compiled ??= compileContracts([...solidityFilesIn('src'), ...solidityFilesIn('test')]);
  const contract = compiled[name];
  if (!contract) throw new Error(`test contract ${name} not found`);
  return contract;
}
