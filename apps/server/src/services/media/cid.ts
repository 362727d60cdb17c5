import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

/** The IPFS CID of these bytes as one raw block (CIDv1, raw codec, sha256, base32 `bafkrei…`):
 *  what `ipfs add --cid-version 1 --raw-leaves` gives a file that fits one block, so an operator
 *  can pin a stored file under the name CrowdVault serves it by. */
export async function cidOf(bytes: Uint8Array): Promise<string> {
  return CID.createV1(raw.code, await sha256.digest(bytes)).toString();
}

/** True for a string that parses as a CIDv1 with the raw codec (what /media serves). */
export function isRawCid(value: string): boolean {
  try {
    const cid = CID.parse(value);
    return cid.version === 1 && cid.code === raw.code && cid.toString() === value;
  } catch {
    return false;
  }
}
