import { lookup as dnsLookup } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../errors';
import { MAX_IMAGE_BYTES } from './process-image';
import { isPublicAddress } from './public-address';

export const REMOTE_IMAGE_MESSAGES = {
  badUrl: 'Please enter a valid http(s) URL of an image',
  privateAddress: 'That address is not on the public internet, so CrowdVault will not fetch it',
  tooManyRedirects: 'The image URL redirects too many times',
  timeout: 'The image URL did not answer in time',
  unreachable: 'The image URL could not be fetched',
  status: (code: number) => `The image URL answered HTTP ${code}`,
  tooLarge: 'The image at that URL is larger than 10 MB',
} as const;
const M = REMOTE_IMAGE_MESSAGES;

const MAX_REDIRECTS = 3;

export interface RemoteFetchOptions {
  /** Which resolved addresses may be connected to; tests widen it to their loopback servers. */
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Fetches an image a creator pasted the URL of, once (decision 097): http(s) only, at most three
 * redirects, each hop checked again; the host is resolved here and every address it resolves to
 * must be public, and the connection goes to the address that was checked (no second lookup an
 * attacker's DNS could answer differently). At most 10 MB and `timeoutMs` for the whole fetch,
 * redirects included. Every failure is a 400 with a sentence for the creator.
 */
export async function fetchRemoteImage(rawUrl: string, options: RemoteFetchOptions = {}): Promise<Buffer> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await get(url, allowed, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = parseHttpUrl(new URL(response.headers.location, url).toString());
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new AppError('BAD_REQUEST', M.status(status));
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      response.destroy();
      throw new AppError('BAD_REQUEST', M.tooLarge);
    }
    return readBody(response, maxBytes, signal);
  }
  throw new AppError('BAD_REQUEST', M.tooManyRedirects);
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', M.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new AppError('BAD_REQUEST', M.badUrl);
  }
  return url;
}

function get(url: URL, allowed: (address: string) => boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never reaches `lookup`: check it here.
  if (isIP(host) && !allowed(host)) return Promise.reject(new AppError('BAD_REQUEST', M.privateAddress));
  const checkedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      // Every address must be public: a name resolving to one public and one private address
      // could be connected to either.
      if (list.length === 0 || list.some((entry) => !allowed(entry.address))) {
        return callback(new AppError('BAD_REQUEST', M.privateAddress) as NodeJS.ErrnoException, '', 0);
      }
      if (lookupOptions.all) return callback(null, list as never);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      lookup: checkedLookup,
      signal,
      headers: {
        accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9',
        'user-agent': 'CrowdVault image import',
      },
    });
    request.on('response', resolve);
    request.on('error', (error) => reject(toFetchError(error, signal)));
    request.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new AppError('BAD_REQUEST', M.tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', (error) => reject(toFetchError(error, signal)));
    response.on('aborted', () => reject(toFetchError(new Error('aborted'), signal)));
  });
}

function toFetchError(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  // The lookup's AppError reaches here wrapped by the socket on some Node versions.
  if (error instanceof Error && error.cause instanceof AppError) return error.cause;
  if (signal.aborted) return new AppError('BAD_REQUEST', M.timeout);
  return new AppError('BAD_REQUEST', M.unreachable);
}
