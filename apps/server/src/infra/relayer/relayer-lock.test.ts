import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { testRelayer } from '../../test/test-app';
import { useTestContext } from '../../test/use-test-app';
import { databaseSendLock } from './relayer-lock';

// Two instances share one relayer key: sending at the same moment, they must not pick the same
// nonce (one transaction would be dropped).
describe('relayer sends from several instances', () => {
  const fixture = useTestContext();

  it('get consecutive nonces when two relayers with the shared lock send at once', async () => {
    const kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    const key: Hex = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    await kit.testClient.setBalance({ address, value: parseEther('10') });
    const relayer = () =>
      testRelayer(fixture.context.chain, key, {
        sendLock: databaseSendLock(fixture.context.database.db, fixture.context.chain.chainId),
      });
    const [one, two] = [relayer(), relayer()];
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const hashes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 === 0 ? one : two).send({ to, data: '0x', gas: 21_000n }),
      ),
    );
    const receipts = await Promise.all(hashes.map((hash) => kit.mined(hash)));
    expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true);
    const nonces = await Promise.all(hashes.map((hash) => kit.publicClient.getTransaction({ hash })));
    expect(nonces.map((tx) => tx.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
