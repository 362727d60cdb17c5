/**
 * A background step run again and again in this process: the first at once after `start`, each
 * next `intervalMs()` after the previous one ended (never two at a time), a failure logged and
 * retried on the next turn. `stop` waits for a step under way. The timer never keeps the process
 * alive by itself.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly step: () => Promise<unknown>,
    private readonly intervalMs: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.step()
        .catch(this.onError)
        .finally(() => this.schedule(this.intervalMs()));
    }, delayMs);
    this.timer.unref();
  }
}
