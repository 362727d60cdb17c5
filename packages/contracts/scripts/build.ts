import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import {
  compileContracts,
  GENERATED_FILE,
  GENERATED_SAFE_FILE,
  PACKAGE_DIR,
  renderArtifactsModule,
  renderSafeAbisModule,
} from './compile-contracts';

// Writes src/generated/artifacts.ts and safe-abis.ts; the contracts test fails when either is stale.
const moduleText = renderArtifactsModule(compileContracts());
mkdirSync(dirname(GENERATED_FILE), { recursive: true });
writeFileSync(GENERATED_FILE, moduleText);
console.info(`wrote ${relative(PACKAGE_DIR, GENERATED_FILE)}`);
writeFileSync(GENERATED_SAFE_FILE, renderSafeAbisModule());
console.info(`wrote ${relative(PACKAGE_DIR, GENERATED_SAFE_FILE)}`);
