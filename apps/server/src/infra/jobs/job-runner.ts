import type { Leadership } from './leader-lock';
import { PeriodicTask } from './periodic-task';

/** Where a job runs: on every instance, on the deployment's one leader, or on the instance leading
 *  one chain (the same lead as that chain's indexer). */
export type JobScope = 'every instance' | 'global leader' | { chainLeader: number };

/**
 * Work done again and again in the background: a name (for logs and metrics), the wait between
 * two ticks, a scope, and `tick()`, one pass. Tests call `tick()` themselves; the runner calls it
 * where the scope says this instance leads.
 */
export interface Job {
  readonly name: string;
  readonly intervalMs: number;
  readonly scope: JobScope;
  tick(): Promise<unknown>;
  /** Frees what the job holds (a mail transport) once the runner stopped it. */
  close?(): void | Promise<void>;
}

type Log = (object: Record<string, unknown>, message: string) => void;

export interface JobRunnerOptions {
  /** The deployment's one leader, and each chain's. */
  leadership: { global: Leadership; chain(chainId: number): Leadership };
  logger?: { info: Log; warn: Log };
}

/** What the metrics show of a job. */
export interface JobStatus {
  readonly name: string;
  readonly chainId: number | null;
  /** Ticks run (failed ones included). */
  readonly ticks: number;
  /** Ticks that threw (logged, and tried again on the next turn). */
  readonly failures: number;
  /** Turns passed because another instance leads the job's scope. */
  readonly skipped: number;
}

interface Entry {
  job: Job;
  task: PeriodicTask;
  status: { name: string; chainId: number | null; ticks: number; failures: number; skipped: number };
}

/**
 * Runs the jobs (decision 125): each on its own `PeriodicTask` (the first tick at once, the next
 * `intervalMs` after one ended, never two at a time), only where this instance leads the job's
 * scope, every failure logged and counted. `stop` waits for the ticks under way, closes the jobs
 * and lets go of the global lead; a chain's lead is its lane's, released after its indexer stops.
 */
export class JobRunner {
  private readonly entries: Entry[] = [];
  private started = false;

  constructor(private readonly options: JobRunnerOptions) {}

  add(job: Job): void {
    const chainId = typeof job.scope === 'object' ? job.scope.chainLeader : null;
    const status = { name: job.name, chainId, ticks: 0, failures: 0, skipped: 0 };
    const task = new PeriodicTask(
      () => this.turn(job, status),
      () => job.intervalMs,
      (error) => {
        status.failures += 1;
        this.options.logger?.warn(
          { err: error, job: job.name, chainId: chainId ?? undefined },
          'job tick failed',
        );
      },
    );
    this.entries.push({ job, task, status });
    if (this.started) task.start();
  }

  /** Whether this instance leads the scope now, taking the lead when it is free. */
  leads(scope: JobScope): Promise<boolean> {
    if (scope === 'every instance') return Promise.resolve(true);
    const { leadership } = this.options;
    return (scope === 'global leader' ? leadership.global : leadership.chain(scope.chainLeader)).acquire();
  }

  start(): void {
    this.started = true;
    for (const entry of this.entries) entry.task.start();
  }

  async stop(): Promise<void> {
    this.started = false;
    await Promise.all(this.entries.map((entry) => entry.task.stop()));
    await Promise.all(this.entries.map((entry) => entry.job.close?.()));
    await this.options.leadership.global.release();
  }

  status(): JobStatus[] {
    return this.entries.map((entry) => ({ ...entry.status }));
  }

  private async turn(job: Job, status: Entry['status']): Promise<void> {
    if (!(await this.leads(job.scope))) {
      status.skipped += 1;
      return;
    }
    status.ticks += 1;
    await job.tick();
  }
}
