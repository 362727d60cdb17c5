import { KNOWN_CHAINS } from '@crowdvault/shared/known-chains';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** Where the wallet SDKs the web app offers talk to (apps/web/src/lib/wallet/wagmi-config.ts):
 *  Coinbase Wallet's relay and WalletConnect's relay, RPC, telemetry and wallet list. */
const WALLET_SDK_ORIGINS = [
  'https://*.coinbase.com',
  'wss://*.coinbase.com',
  'https://www.walletlink.org',
  'wss://www.walletlink.org',
  'https://*.walletconnect.com',
  'wss://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://api.web3modal.org',
];
/** WalletConnect checks the site's domain in a hidden frame. */
const WALLET_SDK_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'];
/** The campaign page embeds YouTube videos (campaign-media.tsx). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com'];
/** wagmi's transports for the other networks it knows (SPEC.md §9) use viem's default RPCs. */
const KNOWN_CHAIN_RPCS = KNOWN_CHAINS.flatMap((chain) => chain.rpcUrls.default.http);

/**
 * Security headers on every answer (issue 14, item 4; decision 015): a Content-Security-Policy
 * without inline or eval'd script, no framing by anyone (only the embed widget, which sets
 * `embedSecurityHeaders` on its routes, is meant to be embedded),
 * nosniff, no referrer beyond the origin, and HSTS in production only (the embedded stack is
 * plain http on loopback, where HSTS would pin localhost to https for a year).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<Env, 'nodeEnv'>,
  publicRpcUrls: readonly string[],
): Promise<void> {
  // Browsers talk to every served chain's public RPC (decision 060).
  const chainRpc = origins(publicRpcUrls);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock and the wallet SDKs' modals add <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos are served from /media (decision 096), never hotlinked, so no visitor's browser
        // asks another host for one; data: for their blurred placeholders, QR codes and icons,
        // blob: for the upload field's previews of files not sent yet.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...chainRpc, ...origins(KNOWN_CHAIN_RPCS), ...WALLET_SDK_ORIGINS],
        frameSrc: [...VIDEO_FRAMES, ...WALLET_SDK_FRAMES],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.nodeEnv === 'production' ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      env.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Wallet SDKs open popups (Coinbase Smart Wallet) that talk back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Wallet SDK frames and the video embed come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}

function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The embed widget's headers (`/embed/…`, decision 054), set as the route's `helmet` option: any
 * site may frame it (`frame-ancestors *`, no X-Frame-Options), and since it runs inside other
 * people's pages its own policy is narrower than the app's: its script and styles, its own API
 * (the live-totals stream) and nothing else. Every other header stays as above.
 */
export function embedSecurityHeaders(env: Pick<Env, 'nodeEnv'>) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'none'"],
        frameAncestors: ['*'],
        upgradeInsecureRequests: env.nodeEnv === 'production' ? [] : null,
      },
    },
    frameguard: false,
  } as const;
}
