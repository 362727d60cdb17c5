import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { compileContracts, GENERATED_FILE, PACKAGE_DIR, renderArtifactsModule } from './compile-contracts';

// Writes src/generated/artifacts.ts; the contracts test fails when it is stale.
const moduleText = renderArtifactsModule(compileContracts());
mkdirSync(dirname(GENERATED_FILE), { recursive: true });
writeFileSync(GENERATED_FILE, moduleText);
console.info(`wrote ${relative(PACKAGE_DIR, GENERATED_FILE)}`);
