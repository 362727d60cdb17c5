import { AppError } from '../../errors';

export const QUEUE_FULL = 'Too many images are being processed right now. Please try again in a minute.';
/** The minute QUEUE_FULL asks for, as Retry-After. */
const RETRY_AFTER_SECONDS = 60;

/** The queue's refusal (503 with Retry-After): the job was not run. */
export class QueueFullError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', QUEUE_FULL, RETRY_AFTER_SECONDS);
  }
}

/**
 * At most `running` image jobs at a time, the rest waiting in line, and no more than `waiting` in
 * line: beyond that a job is refused (503 with Retry-After) rather than queued for minutes. One queue per
 * instance, shared by every user: uploads, pasted links, avatars and update pictures. sharp decodes and
 * encodes on libuv's threads, so the event loop keeps answering other requests meanwhile; the
 * limit keeps those threads (and memory: a 40-megapixel decode) from being all taken by uploads.
 */
export function createProcessingQueue(running: number, waiting: number) {
  let active = 0;
  const line: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (line.length >= waiting) {
        throw new QueueFullError();
      }
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next in line (active stays counted), else free it.
      const next = line.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
export type ProcessingQueue = ReturnType<typeof createProcessingQueue>;
