/** Hosts a browser on this machine reaches the embedded stack by. Sign-in (services) and the site
 *  origin (web) both read it, so it sits below both (decision 076). */
export const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
