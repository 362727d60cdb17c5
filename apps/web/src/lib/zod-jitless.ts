import { config } from 'zod/v4/core';

// The server's Content-Security-Policy has no 'unsafe-eval' (decision 015). Zod 4 probes
// `new Function` before compiling fast parsers; under that policy the probe is reported as a
// violation even though zod catches it. Jitless skips the probe and the compiled parsers. The
// setting lives in zod's core, shared by every schema; importing only `config` from there keeps
// the rest of zod out of the entry chunk (public pages load none of it).
config({ jitless: true });
