import { z } from 'zod';

// The server's Content-Security-Policy has no 'unsafe-eval' (decision 015). Zod 4 probes
// `new Function` before compiling fast parsers; under that policy the probe is reported as a
// violation even though zod catches it. Jitless skips the probe and the compiled parsers.
z.config({ jitless: true });
