import { concat, hashStruct, keccak256, pad, type TypedData, toHex } from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PERMIT_TYPES, TRANSFER_WITH_AUTHORIZATION_TYPES } from './gasless-donation';
import { CANCEL_PLEDGE_TYPES, PLEDGE_TYPES } from './pledge';
import { REFUND_TYPES } from './refund';
import { eip712Types } from './typed-data';
import { WITHDRAW_TYPES } from './withdrawal';

describe('eip712Types', () => {
  it("lists the struct's fields in order, as viem takes them", () => {
    const types = eip712Types('Refund(address donor,address to,uint256 deadline)');
    expect(types).toEqual({
      Refund: [
        { name: 'donor', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'deadline', type: 'uint256' },
      ],
    });
    // The literal types viem reads the message's fields from.
    expectTypeOf(types).toEqualTypeOf<{
      readonly Refund: readonly [
        { readonly name: 'donor'; readonly type: 'address' },
        { readonly name: 'to'; readonly type: 'address' },
        { readonly name: 'deadline'; readonly type: 'uint256' },
      ];
    }>();
  });

  it('refuses what is not one struct of atomic fields', () => {
    for (const encoded of [
      'Refund',
      'Refund()',
      'Refund(address)',
      'Refund(address to, uint256 x)',
      'A(B b)C(uint8 c)',
    ]) {
      expect(() => eip712Types(encoded), encoded).toThrow('Not an EIP-712 struct');
    }
  });

  // The strings are the contracts' typehash preimages (CampaignVault, AllOrNothingVault,
  // PledgeCollector; EIP-2612 and EIP-3009 as DevToken and real USDC have them).
  it.each([
    [
      'TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)',
      TRANSFER_WITH_AUTHORIZATION_TYPES,
    ],
    ['Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)', PERMIT_TYPES],
    [
      'Pledge(address donor,address vault,address token,uint256 amount,uint256 period,uint256 periods,uint256 start,bytes32 salt)',
      PLEDGE_TYPES,
    ],
    ['CancelPledge(bytes32 pledgeId)', CANCEL_PLEDGE_TYPES],
    [
      'Withdraw(address token,uint256 amount,address recipient,uint256 nonce,uint256 deadline)',
      WITHDRAW_TYPES,
    ],
    ['Refund(address donor,address to,uint256 deadline)', REFUND_TYPES],
  ] as [string, TypedData][])('viem hashes %s under its contract typehash', (encoded, types) => {
    const [primaryType = '', fields = []] = Object.entries(types)[0] ?? [];
    const zero = pad('0x00');
    const data = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.type === 'address' ? pad('0x00', { size: 20 }) : field.type === 'bytes32' ? zero : 0n,
      ]),
    );
    // EIP-712 hashStruct of an all-zero message: keccak256(typehash ‖ one zero word per field).
    const expected = keccak256(concat([keccak256(toHex(encoded)), ...fields.map(() => zero)]));
    expect(hashStruct({ types, primaryType, data })).toBe(expected);
  });
});
