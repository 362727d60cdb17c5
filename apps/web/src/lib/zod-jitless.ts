// The server's Content-Security-Policy has no 'unsafe-eval' (decision 015). Zod 4 probes
// `new Function` before compiling fast parsers; under that policy the probe is reported as a
// violation even though zod catches it. Jitless skips the probe and the compiled parsers.
// Zod keeps its global settings in `globalThis.__zod_globalConfig` and adopts an object already
// there (zod/v4/core/core.js), so the switch is set here without importing any of zod: public
// pages load none of it (issue 15), and the forms that do load it find the setting in place.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
