import { type Address, concatHex, encodeAbiParameters, getContractAddress, type Hex, keccak256 } from 'viem';

/** CampaignFactory.vaultSalt: the salt commits to the owner so nobody can claim a campaign's address. */
export function vaultSalt(campaignId: bigint, owner: Address): Hex {
  return keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'address' }], [campaignId, owner]));
}

/**
 * The address CampaignFactory.predictVaultAddress returns, computed without a chain call (handy
 * when watching many campaigns). EIP-1167 creation code as emitted by OpenZeppelin's Clones.
 */
export function predictVaultAddress(params: {
  factoryAddress: Address;
  implementationAddress: Address;
  campaignId: bigint;
  owner: Address;
}): Address {
  const bytecode = concatHex([
    '0x3d602d80600a3d3981f3363d3d373d3d3d363d73',
    params.implementationAddress,
    '0x5af43d82803e903d91602b57fd5bf3',
  ]);
  return getContractAddress({
    opcode: 'CREATE2',
    from: params.factoryAddress,
    salt: vaultSalt(params.campaignId, params.owner),
    bytecode,
  });
}
