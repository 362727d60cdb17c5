import { describe, expect, it } from 'vitest';
import { registryOf } from '../../../chain/registry';
import { vaultWithdrawals } from '../../../db/schema';
import { insertCampaign, insertUser, localL2Withdrawal } from '../../../test/campaign-fixtures';
import { mailRenderContext } from '../../../test/mail-kit';
import { useTestContext } from '../../../test/use-test-app';
import { withdrawalCompletedMail } from './withdrawal-completed';

describe('the withdrawal-completed mail', () => {
  const fixture = useTestContext();

  it("names the network the vault paid out on and counts in that chain's decimals", async () => {
    const { db } = fixture.context.database;
    // Local L2 as the embedded stack serves it: USDT at the same address with 18 decimals.
    const localL2 = {
      ...fixture.context.chain,
      chainId: 31338,
      name: 'Local L2',
      deployment: {
        ...fixture.context.chain.deployment,
        chainId: 31338,
        tokens: fixture.context.chain.deployment.tokens.map((token) =>
          token.symbol === 'USDT' ? { ...token, decimals: 18 } : token,
        ),
      },
    };
    const creator = await insertUser(db);
    const campaignId = await insertCampaign(db, { creatorId: creator.id, title: 'Clean water' });
    const usdt = fixture.context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!;
    const [row] = await db
      .insert(vaultWithdrawals)
      .values(localL2Withdrawal(campaignId, usdt.address))
      .returning({ id: vaultWithdrawals.id });
    const mail = await withdrawalCompletedMail.render(
      {
        ...mailRenderContext(fixture.context, {
          id: creator.id,
          username: 'maya',
          email: 'maya@example.org',
        }),
        chains: registryOf(fixture.context.chain, localL2),
      },
      { withdrawalId: row!.id },
    );
    expect(mail?.content.subject).toBe('Withdrawal of 100.00 USDT from Clean water completed');
    expect(mail?.content.blocks).toContainEqual({
      type: 'paragraph',
      text: 'The vault of Clean water paid out on Local L2.',
    });
    expect(JSON.stringify(mail?.content.blocks)).toContain('"Paid to you","value":"97.50 USDT"');
  });
});
