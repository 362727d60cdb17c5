import type { ReconciliationNote, ReconciliationReason } from '@crowdvault/shared/api/transparency';
import type { Format } from '@/lib/i18n/format';
import type { Translate } from '@/lib/i18n/i18n';

// The server writes these sentences in English (reconcile.ts, campaign-ledger.ts,
// platform-reconciliation.ts) and sends their facts beside them; the page words them here in the
// reader's language, on the server's render too. Each English text is the server's, word for word,
// so an English reader sees what the API answers.

/** Why a reconciliation line does not balance, in the reader's language. */
export function reasonSentence(t: Translate, format: Format, reason: ReconciliationReason): string {
  if (reason.kind === 'unlisted') {
    return t(
      '{received} ({address}) arrived in {transfers, plural, one {# transfer} other {# transfers}}, but the platform does not list this token: it is not recorded as a donation and does not count toward the goal. It stays in the vault; its owner can still withdraw it from the contract.',
      {
        received: format.exact(reason.received, reason.symbol),
        address: reason.tokenAddress,
        transfers: reason.transfers,
      },
    );
  }
  // Block numbers as the server writes them, like the table's "read at block".
  const values = {
    amount: format.exact(reason.amount, reason.symbol),
    indexedBlock: reason.indexedBlock,
    readBlock: reason.readBlock,
  };
  switch (reason.kind) {
    case 'more-not-indexed-yet':
      return reason.indexedBlock === null
        ? t(
            'The chain holds {amount} more than the ledger records. The indexer has not recorded any block yet: a transfer in a block it has not reached yet is recorded once it does.',
            values,
          )
        : t(
            'The chain holds {amount} more than the ledger records. The indexer has recorded up to block {indexedBlock}, the balance was read at block {readBlock}: a transfer in a block it has not reached yet is recorded once it does.',
            values,
          );
    case 'more-native-coin':
      return t(
        "The chain holds {amount} more than the ledger records: native coin sent by a contract is not seen on a node without traces (decision 032), or it was sent before the vault's history was read.",
        values,
      );
    case 'more-without-transfer':
      return t(
        'The chain holds {amount} more than the ledger records: it arrived without a Transfer event the indexer reads (a token minted to the vault, say). It stays in the vault and can be withdrawn.',
        values,
      );
    case 'less-not-indexed-yet':
      return reason.indexedBlock === null
        ? t(
            'The chain holds {amount} less than the ledger records. The indexer has not recorded any block yet: a withdrawal in a block it has not reached yet is recorded once it does.',
            values,
          )
        : t(
            'The chain holds {amount} less than the ledger records. The indexer has recorded up to block {indexedBlock}, the balance was read at block {readBlock}: a withdrawal in a block it has not reached yet is recorded once it does.',
            values,
          );
    case 'less-gone':
      return t(
        'The chain holds {amount} less than the ledger records: a recorded transfer is no longer on the chain (a reorganisation the indexer has not undone yet), or the token charged a fee on transfer.',
        values,
      );
  }
}

/** What a reconciliation could not check, in the reader's language. */
export function noteSentence(t: Translate, note: ReconciliationNote): string {
  switch (note.kind) {
    case 'unlisted-more':
      return t(
        '{count, plural, one {# more token the platform does not list was sent to this vault; it is not shown, not counted, and stays in the vault.} other {# more tokens the platform does not list were sent to this vault; they are not shown, not counted, and stay in the vault.}}',
        { count: note.count },
      );
    case 'unlisted-search-failed':
      return t('The chain did not answer the search for tokens the platform does not list; none are shown.');
    case 'backfill':
      return t(
        "The vault's earlier history is still being read (blocks {fromBlock}–{toBlock}); transfers there appear once it is.",
        { fromBlock: note.fromBlock, toBlock: note.toBlock },
      );
    case 'unlisted-per-campaign':
      return t('Tokens the platform does not list are found on each campaign’s ledger, not summed here.');
    case 'backfills':
      // English says "histories" for every count, as the server does; the plural lets other
      // languages inflect.
      return t(
        '{count, plural, other {# vault histories are still being read; their earlier transfers appear once they are.}}',
        { count: note.count },
      );
  }
}
