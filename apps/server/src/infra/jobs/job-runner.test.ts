import { describe, expect, it } from 'vitest';
import { type Job, JobRunner, type JobScope } from './job-runner';
import { LeaderLock, type Leadership, leadershipOf, SoleLeadership } from './leader-lock';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A lead held or not as the test says. */
function switchable(leads: boolean): Leadership & { leads: boolean } {
  return {
    leads,
    async acquire() {
      return this.leads;
    },
    async release() {
      this.leads = false;
    },
  };
}

function countingJob(scope: JobScope, tick: () => Promise<unknown> = async () => undefined) {
  const job = {
    name: 'counting',
    intervalMs: 10,
    scope,
    ticks: 0,
    closed: false as boolean,
    async tick() {
      job.ticks += 1;
      return tick();
    },
    close() {
      job.closed = true;
    },
  } satisfies Job & { ticks: number; closed: boolean };
  return job;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('JobRunner', () => {
  it("runs a chain's job only where this instance leads that chain, and counts the turns passed", async () => {
    const chainA = switchable(true);
    const chainB = switchable(false);
    const runner = new JobRunner({
      leadership: { global: new SoleLeadership(), chain: (id) => (id === 1 ? chainA : chainB) },
    });
    const onA = countingJob({ chainLeader: 1 });
    const onB = countingJob({ chainLeader: 2 });
    const everywhere = countingJob('every instance');
    for (const job of [onA, onB, everywhere]) runner.add(job);
    runner.start();
    await until(() => onA.ticks >= 3 && everywhere.ticks >= 3);
    expect(onB.ticks).toBe(0);
    chainB.leads = true;
    await until(() => onB.ticks >= 1);
    await runner.stop();
    expect(onB.ticks).toBeGreaterThan(0);
    expect(runner.status().find((status) => status.chainId === 2)!.skipped).toBeGreaterThan(0);
    expect([onA.closed, onB.closed, everywhere.closed]).toEqual([true, true, true]);
  });

  it('logs and counts a failing tick, tries again on the next turn, and stops without another', async () => {
    const warnings: Record<string, unknown>[] = [];
    const runner = new JobRunner({
      leadership: { global: new SoleLeadership(), chain: () => new SoleLeadership() },
      logger: { info() {}, warn: (object) => warnings.push(object) },
    });
    const failing = countingJob('global leader', async () => {
      throw new Error('node down');
    });
    runner.add(failing);
    runner.start();
    await until(() => failing.ticks >= 2);
    await runner.stop();
    const ticks = failing.ticks;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing.ticks).toBe(ticks);
    expect(runner.status()[0]).toMatchObject({ name: 'counting', failures: ticks, ticks });
    expect(warnings[0]).toMatchObject({ job: 'counting' });
  });

  // Several instances on one PostgreSQL: one leads the deployment at a time (an advisory lock);
  // PGlite is alone.
  it.skipIf(!databaseUrl)('runs a job of the global leader on one instance at a time', async () => {
    const first = new JobRunner({
      leadership: { global: leadershipOf(databaseUrl, 'global'), chain: () => new SoleLeadership() },
    });
    const second = new JobRunner({
      leadership: { global: leadershipOf(databaseUrl, 'global'), chain: () => new SoleLeadership() },
    });
    try {
      expect(await first.leads('global leader')).toBe(true);
      expect(await second.leads('global leader')).toBe(false);
      await first.stop();
      expect(await second.leads('global leader')).toBe(true);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it.skipIf(!databaseUrl)(
    'lets an indexer and the jobs of one chain share its lead: one session',
    async () => {
      const chainId = 2_000_000 + Math.floor(Math.random() * 1_000_000);
      const lock = new LeaderLock(databaseUrl!, chainId);
      const other = new LeaderLock(databaseUrl!, chainId);
      try {
        const taken = await Promise.all([lock.acquire(), lock.acquire(), lock.acquire()]);
        expect(taken).toEqual([true, true, true]);
        expect(lock.leads).toBe(true);
        expect(await other.acquire()).toBe(false);
        await lock.release();
        expect(lock.leads).toBe(false);
        expect(await other.acquire()).toBe(true);
      } finally {
        await Promise.all([lock.release(), other.release()]);
      }
    },
  );
});
