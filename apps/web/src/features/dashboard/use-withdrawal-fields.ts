import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf, findChain } from '@/lib/config/chains';
import { t, useT } from '@/lib/i18n/i18n';
import { isZeroAmount } from './lib/money';
import { RECIPIENT_ERRORS } from './lib/withdrawal-form';

/** The token a withdrawal starts with: the campaign's currency when the vault holds it on the
 *  network, else the first token it holds any of, else its first. */
export function defaultToken(
  vault: Pick<CampaignVault, 'currency'> | undefined,
  entry: Pick<VaultChainBalances, 'balances'> | undefined,
): string {
  if (!vault || !entry) return '';
  const held = entry.balances.filter((balance) => !isZeroAmount(balance.balance));
  return (
    held.find((balance) => balance.symbol === vault.currency)?.symbol ??
    held[0]?.symbol ??
    entry.balances[0]?.symbol ??
    ''
  );
}

/** What a form says when the network the creator chose is no longer among those it offers (the
 *  vault's balance there was emptied, or could not be read, since): it never withdraws on another
 *  network in its place. */
export function networkGoneError(chainName: string): string {
  return t(
    '{network} is no longer offered for this withdrawal: its balance is empty or could not be read. Choose a network.',
    { network: chainName },
  );
}

/**
 * The network, token, amount and recipient of a withdrawal being written, as the wallet's form and
 * a Safe's proposal form share them. `network` is the chosen one only, never another in its place:
 * when it leaves `networks`, `networkGone` says so, in the error line, and the form sends nothing
 * until another one is chosen.
 */
export function useWithdrawalFields<T extends VaultChainBalances>(
  vault: Pick<CampaignVault, 'currency'> | undefined,
  networks: T[],
  ownAddress: string,
) {
  const translate = useT();
  const { data: config } = useQuery(configQueryOptions);
  const [chosenChainId, setChainId] = useState(() => networks[0]?.chainId);
  // Nothing chosen yet (no network was offered when the form opened): the first one offered now.
  const chainId = chosenChainId ?? networks[0]?.chainId;
  const network = findChain(networks, chainId);
  const [symbol, setSymbol] = useState(() => defaultToken(vault, network));
  const [amount, setAmount] = useState('');
  const [recipient, setRecipient] = useState(ownAddress);
  const [error, setError] = useState<string | null>(null);
  const balance = network?.balances.find((candidate) => candidate.symbol === symbol);
  const networkGone =
    chainId !== undefined && !network ? networkGoneError(chainNameOf(config, chainId)) : null;

  return {
    config,
    network,
    networkGone,
    symbol,
    amount,
    recipient,
    balance,
    error,
    setError,
    /** The error line's sentence in the reader's language: the last check's (an English id, a
     *  sentence with values already translated, or the server's in the reader's language), else
     *  that the chosen network is gone. */
    message: error ? translate(error) : networkGone,
    /** A campaign or a network chosen: `symbol` is kept when `entry` holds that token. */
    choose(entry: T | undefined, nextVault = vault) {
      setChainId(entry?.chainId);
      if (nextVault !== vault || !entry?.balances.some((candidate) => candidate.symbol === symbol))
        setSymbol(defaultToken(nextVault, entry));
      setError(null);
    },
    chooseToken(next: string) {
      setSymbol(next);
      setError(null);
    },
    /** After a withdrawal left the form: a new amount, to the creator's own wallet again. */
    clear() {
      setAmount('');
      setRecipient(ownAddress);
    },
    /** The props of AmountRecipientFields; the error line is `${id}-error`. */
    amountRecipient: (id: string) => ({
      id,
      symbol,
      balance,
      amount,
      onAmount: (value: string, fromMax: boolean) => {
        setAmount(value);
        if (fromMax) setError(null);
      },
      recipient,
      onRecipient: setRecipient,
      error,
      // The field an error is about, so that field (not the amount by default) is marked.
      errorOnRecipient: error !== null && (RECIPIENT_ERRORS.includes(error) || /recipient/i.test(error)),
    }),
  };
}
