import type { AckError } from './protocol';

// Replies awaited by id with a deadline: acks from game servers on the instance holding the socket, and
// command results coming back over the bus on the instance that issued the command.

/** How a command ended, as every instance understands it. */
export type CommandResult =
  | { outcome: 'ok' }
  | { outcome: 'refused'; error: AckError; message?: string }
  | { outcome: 'timeout' }
  | { outcome: 'offline' };

export class PendingReplies<T> {
  private readonly waiting = new Map<string, { resolve: (value: T) => void; timer: NodeJS.Timeout }>();

  /** Waits for `settle(id, ...)`; after `timeoutMs` resolves with `onTimeout` instead. */
  wait(id: string, timeoutMs: number, onTimeout: T): Promise<T> {
    return new Promise<T>((resolve) => {
      const timer = setTimeout(() => this.settle(id, onTimeout), timeoutMs);
      timer.unref();
      this.waiting.set(id, { resolve, timer });
    });
  }

  /** Resolves the waiter of `id`; false when nobody waits for it (late or unknown replies are dropped). */
  settle(id: string, value: T): boolean {
    const entry = this.waiting.get(id);
    if (!entry) return false;
    this.waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(value);
    return true;
  }

  /** Resolves every waiter with `value` (shutdown). */
  settleAll(value: T): void {
    for (const id of [...this.waiting.keys()]) this.settle(id, value);
  }

  get size(): number {
    return this.waiting.size;
  }
}
