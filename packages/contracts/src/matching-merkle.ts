import { type Address, concatHex, encodeAbiParameters, getAddress, type Hex, keccak256 } from 'viem';

/**
 * The Merkle tree of a round's result, as MatchingPool verifies it (decision 139).
 *
 * Leaf: keccak256(keccak256(abi.encode(uint256 chainId, address pool, address vault, uint256 amount))),
 * double-hashed as OpenZeppelin recommends (a leaf can never be read as an inner node) and bound to
 * the chain and the pool, so a proof for another round's pool proves nothing. Inner nodes hash the
 * sorted pair (OpenZeppelin's MerkleProof); a node without a sibling moves up a level unchanged.
 */
export type MatchingEntry = { vault: Address; amount: bigint };

export type MatchingTree = {
  root: Hex;
  /** The sum of the amounts: what publishResult is given with the root. */
  total: bigint;
  /** In the entries' order. */
  entries: (MatchingEntry & { leaf: Hex; proof: Hex[] })[];
};

export function matchingLeaf(chainId: number | bigint, pool: Address, entry: MatchingEntry): Hex {
  const inner = keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }],
      [BigInt(chainId), pool, entry.vault, entry.amount],
    ),
  );
  return keccak256(inner);
}

function hashPair(a: Hex, b: Hex): Hex {
  return keccak256(BigInt(a) < BigInt(b) ? concatHex([a, b]) : concatHex([b, a]));
}

/** Builds the tree for one pool; refuses an empty result, a zero amount and a vault named twice
 *  (one entry per vault, so "each leaf pays once" means "each vault is paid once"). */
export function buildMatchingTree(
  chainId: number | bigint,
  pool: Address,
  entries: MatchingEntry[],
): MatchingTree {
  if (entries.length === 0) throw new Error('A result needs at least one entry');
  const seen = new Set<string>();
  for (const entry of entries) {
    if (entry.amount <= 0n) throw new Error(`The entry for ${entry.vault} has no amount`);
    const vault = getAddress(entry.vault);
    if (seen.has(vault)) throw new Error(`${vault} is named twice`);
    seen.add(vault);
  }
  const leaves = entries.map((entry) => matchingLeaf(chainId, pool, entry));
  const levels: Hex[][] = [leaves];
  while (levels.at(-1)!.length > 1) {
    const level = levels.at(-1)!;
    const next: Hex[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(i + 1 < level.length ? hashPair(level[i]!, level[i + 1]!) : level[i]!);
    levels.push(next);
  }
  const proofOf = (index: number): Hex[] => {
    const proof: Hex[] = [];
    let at = index;
    for (const level of levels.slice(0, -1)) {
      const sibling = at ^ 1;
      if (sibling < level.length) proof.push(level[sibling]!);
      at >>= 1;
    }
    return proof;
  };
  return {
    root: levels.at(-1)![0]!,
    total: entries.reduce((sum, entry) => sum + entry.amount, 0n),
    entries: entries.map((entry, index) => ({ ...entry, leaf: leaves[index]!, proof: proofOf(index) })),
  };
}

/** Checks a proof as MatchingPool does (MerkleProof.verify with sorted pairs). */
export function verifyMatchingProof(root: Hex, leaf: Hex, proof: Hex[]): boolean {
  return proof.reduce(hashPair, leaf) === root;
}
