import type { FastifyRequest } from 'fastify';
import { type Address, getAddress, type Hex, isAddress } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { AppError } from '../../errors';
import { LOOPBACK_HOSTNAMES } from '../../loopback-hosts';
import type { AuthContext } from './auth-context';

/** Clocks of browsers and servers drift a little; a message "issued" further ahead is refused. */
const CLOCK_SKEW_MS = 60_000;

export interface VerifiedSignIn {
  address: Address;
  nonce: string;
}

function refuse(reason: string): never {
  throw new AppError('UNAUTHORIZED', `Sign-in failed: ${reason}`);
}

/** The origin a sign-in message must name: one of PUBLIC_URL's, or (when none is configured) the
 *  loopback origin the request came to. The Host header alone is never trusted on a public host:
 *  a phishing site would simply send its own. */
function expectedOrigin(request: FastifyRequest, context: AuthContext, domain: string): URL {
  if (context.publicOrigins.length > 0) {
    const match = context.publicOrigins.map((origin) => new URL(origin)).find((url) => url.host === domain);
    if (!match) refuse(`the message is for ${domain}, not this site`);
    return match;
  }
  const host = request.headers.host ?? '';
  const url = new URL(`${request.protocol}://${host}`);
  if (!LOOPBACK_HOSTNAMES.has(url.hostname)) {
    refuse('this server accepts sign-in only on localhost until PUBLIC_URL is configured');
  }
  if (url.host !== domain) refuse(`the message is for ${domain}, not this site`);
  return url;
}

/** Checks every field of an EIP-4361 message against what this server expects, then the
 *  signature through the chain client (so contract wallets work: ERC-1271, ERC-6492). The nonce
 *  is checked against the database by the caller, after this, when it is consumed. */
export async function verifySignInMessage(
  request: FastifyRequest,
  context: AuthContext,
  input: { message: string; signature: Hex },
  now = new Date(),
): Promise<VerifiedSignIn> {
  let fields: ReturnType<typeof parseSiweMessage>;
  try {
    fields = parseSiweMessage(input.message);
  } catch {
    refuse('the message is not a Sign-In with Ethereum message');
  }
  const { domain, address, uri, version, chainId, nonce, issuedAt, expirationTime, scheme } = fields;
  if (!domain || !address || !uri || !nonce || !issuedAt || !expirationTime || version !== '1' || !chainId) {
    refuse('the message lacks a domain, address, URI, version, chain, nonce, issue or expiration time');
  }
  // EIP-4361 asks for the EIP-55 form; a lowercase or mixed-case address is not the one shown.
  if (!isAddress(address, { strict: true }) || getAddress(address) !== address) {
    refuse('the address in the message is not checksummed (EIP-55)');
  }

  const origin = expectedOrigin(request, context, domain);
  if (scheme !== undefined && `${scheme}:` !== origin.protocol)
    refuse(`the message is for ${scheme}, not this site`);
  let uriOrigin: string | undefined;
  try {
    uriOrigin = new URL(uri).origin;
  } catch {
    uriOrigin = undefined;
  }
  if (uriOrigin !== origin.origin) refuse(`the message names ${uri}, not this site`);
  const chain = context.chains.get(chainId);
  if (!chain) {
    const served = context.chains.all.map((each) => each.chainId).join(', ');
    refuse(`the message is for chain ${chainId}, this site runs on ${served}`);
  }
  if (Number.isNaN(issuedAt.getTime()) || issuedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    refuse('the message is issued in the future');
  }
  if (Number.isNaN(expirationTime.getTime()) || expirationTime.getTime() <= now.getTime()) {
    refuse('the message has expired');
  }
  const checks = { address, domain, nonce, scheme, time: now };
  if (!validateSiweMessage({ ...checks, message: fields })) refuse('the message is not valid');

  let valid = false;
  try {
    valid = await chain.client.verifySiweMessage({
      ...checks,
      message: input.message,
      signature: input.signature,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'signature check failed');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Sign-in is unavailable: the chain does not answer. Please try again later.',
    );
  }
  if (!valid) refuse('the signature does not match the address in the message');
  return { address, nonce };
}
