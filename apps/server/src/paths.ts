import { fileURLToPath } from 'node:url';

/** The repository root, so defaults do not depend on which folder a command was started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
