import { type Address, concatHex, encodeAbiParameters, getContractAddress, type Hex, keccak256 } from 'viem';

/** CampaignFactory.vaultSalt: the salt commits to the owner so nobody can claim a campaign's address. */
export function vaultSalt(campaignId: bigint, owner: Address): Hex {
  return keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'address' }], [campaignId, owner]));
}

/** AllOrNothingFactory.vaultSalt: commits to every term the vault enforces (decision 090). */
export function allOrNothingVaultSalt(params: {
  campaignId: bigint;
  owner: Address;
  goal: bigint;
  deadline: bigint;
  tokens: readonly Address[];
}): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'address[]' },
      ],
      [params.campaignId, params.owner, params.goal, params.deadline, params.tokens],
    ),
  );
}

function cloneAddress(factoryAddress: Address, implementationAddress: Address, salt: Hex): Address {
  const bytecode = concatHex([
    '0x3d602d80600a3d3981f3363d3d373d3d3d363d73',
    implementationAddress,
    '0x5af43d82803e903d91602b57fd5bf3',
  ]);
  return getContractAddress({ opcode: 'CREATE2', from: factoryAddress, salt, bytecode });
}

/** The address AllOrNothingFactory.predictVaultAddress returns, without a chain call. */
export function predictAllOrNothingVaultAddress(params: {
  factoryAddress: Address;
  implementationAddress: Address;
  campaignId: bigint;
  owner: Address;
  goal: bigint;
  deadline: bigint;
  tokens: readonly Address[];
}): Address {
  return cloneAddress(params.factoryAddress, params.implementationAddress, allOrNothingVaultSalt(params));
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
  return cloneAddress(
    params.factoryAddress,
    params.implementationAddress,
    vaultSalt(params.campaignId, params.owner),
  );
}
