/** The page path of a donation's receipt. */
export function receiptPath(donation: {
  chainId: number;
  transactionHash: string;
  logIndex: number;
}): string {
  return `/receipt/${donation.chainId}/${donation.transactionHash}/${donation.logIndex}`;
}
