import type { Receipt } from '@crowdvault/shared/api/receipt';
import { PLAIN_TRANSFER_NOTE } from '@crowdvault/shared/constants';
import { swapRate } from '@crowdvault/shared/swap-rate';
import { field, renderPdf } from './pdf-document';

/** A donation receipt as a one-page PDF, with the same figures as the receipt page. */
export function renderReceiptPdf(receipt: Receipt, pageUrl: string): Promise<Buffer> {
  return renderPdf({ Title: `CrowdVault donation receipt ${receipt.transactionHash}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text('CrowdVault');
    doc.font('Helvetica').fontSize(13).fillColor('#374151').text('Donation receipt');
    doc.moveDown(1.2);
    field(doc, 'Campaign', `${receipt.campaign.title} (#${receipt.campaign.id})`);
    field(doc, 'Amount', `${receipt.amount} ${receipt.symbol}`);
    if (receipt.tokenAddress) field(doc, 'Token contract', receipt.tokenAddress, true);
    if (receipt.swapped) swappedFields(doc, receipt, receipt.swapped);
    field(doc, 'Donor', receipt.donorAddress ?? 'Anonymous', receipt.donorAddress !== null);
    field(doc, 'Date (UTC)', receipt.timestamp.replace('T', ' ').replace(/\.\d+Z$/, ''));
    field(doc, 'Network', `${receipt.chainName} (chain id ${receipt.chainId})`);
    field(doc, 'Block', receipt.blockNumber);
    field(doc, 'Transaction', receipt.transactionHash, true);
    field(doc, 'Log index', String(receipt.logIndex));
    field(doc, 'Campaign vault', receipt.vaultAddress, true);
    if (receipt.explorerUrl)
      field(doc, 'On the explorer', `${receipt.explorerUrl}/tx/${receipt.transactionHash}`);
    if (receipt.counted === false) field(doc, 'Counted toward the goal', `No. ${PLAIN_TRANSFER_NOTE}`);
    if (receipt.refund) {
      const { amount, method, to, timestamp, transactionHash } = receipt.refund;
      field(
        doc,
        'Refunded',
        `${amount} ${receipt.symbol} (all this donor gave in ${receipt.symbol}), ${method === 'pushed' ? 'sent back' : 'claimed'} on ${timestamp.replace('T', ' ').replace(/\.\d+Z$/, '')} UTC`,
      );
      field(doc, 'Refunded to', to, true);
      field(doc, 'Refund transaction', transactionHash, true);
    }
    doc.moveDown(1);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#6b7280')
      .text(
        'This receipt restates a transfer recorded on the blockchain; the transaction above is the proof. ' +
          `The donation went to the campaign's own vault contract. Online: ${pageUrl}`,
      );
  });
}

/** A swap-gift (decision 135): both sides of the swap, what the donor gave beside the amount the
 *  vault received above, and the rate between them. */
function swappedFields(
  doc: PDFKit.PDFDocument,
  receipt: Receipt,
  { amount, token }: NonNullable<Receipt['swapped']>,
): void {
  field(doc, 'Given as', `${amount} ${token.symbol}`);
  if (token.address) field(doc, 'Given token contract', token.address, true);
  const rate = swapRate(receipt.amount, amount);
  if (rate) {
    field(
      doc,
      'Rate',
      `${rate} ${receipt.symbol} per ${token.symbol}, swapped on Uniswap in the same transaction`,
    );
  }
}
