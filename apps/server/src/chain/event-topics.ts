import {
  allOrNothingVaultAbi,
  campaignVaultAbi,
  matchingPoolAbi,
  swapAndGiveAbi,
} from '@crowdvault/contracts/generated/artifacts';
import { type Address, type Hex, toEventSelector } from 'viem';

// The logs every reader of the chain matches (indexer, donation claims, withdrawals).
export const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
export const WITHDRAWN_TOPIC = toEventSelector(
  campaignVaultAbi.find((item) => item.type === 'event' && item.name === 'Withdrawn') ?? 'Withdrawn',
);

export const OWNERSHIP_TRANSFERRED_TOPIC = toEventSelector(
  campaignVaultAbi.find((item) => item.type === 'event' && item.name === 'OwnershipTransferred') ??
    'OwnershipTransferred',
);

const allOrNothingEvent = (name: string) => {
  const event = allOrNothingVaultAbi.find((item) => item.type === 'event' && item.name === name);
  if (event?.type !== 'event') throw new Error(`AllOrNothingVault has no ${name} event`);
  return toEventSelector(event);
};

/** An all-or-nothing vault counted a contribution (decision 090). */
export const CONTRIBUTED_TOPIC = allOrNothingEvent('Contributed');
/** An all-or-nothing vault paid a donor back. */
export const REFUNDED_TOPIC = allOrNothingEvent('Refunded');

/** SwapAndGive delivered a swapped gift and names its donor (decision 135). */
export const SWAP_GIFT_TOPIC = toEventSelector(
  swapAndGiveAbi.find((item) => item.type === 'event' && item.name === 'SwapGift') ?? 'SwapGift',
);

/** A round's pool paid a campaign's match into its vault (decision 141). */
export const MATCH_PAID_TOPIC = toEventSelector(
  matchingPoolAbi.find((item) => item.type === 'event' && item.name === 'MatchPaid') ?? 'MatchPaid',
);

/** An address as a 32-byte topic (left-padded, lowercase). */
export function addressTopic(address: Address): Hex {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** The address in the low 20 bytes of a topic, lowercase. */
export function topicAddress(topic: Hex): Address {
  return `0x${topic.slice(26).toLowerCase()}`;
}
