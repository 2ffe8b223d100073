/**
 * Messages the server refused for load (`RATE_LIMITED`, R37), sent again by themselves: after 2, 4, 8, … s, at most
 * 30 s apart, spread over 50–100 % of the wait so many tabs do not retry together. The person is told once per message.
 * Shared by the meeting chat's outbox and the platform chat's conversation.
 */
const firstRetryMs = 2_000;
const longestRetryMs = 30_000;

/** The wait before retry number `attempt` (0 first). */
export const retryDelayMs = (attempt: number, random: () => number = Math.random) =>
  Math.min(longestRetryMs, firstRetryMs * 2 ** attempt) * (0.5 + random() / 2);

export class LoadRetries {
  private readonly waiting = new Map<string, { attempts: number; timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly resend: (key: string) => void,
    private readonly notify: (refusal: string) => void,
  ) {}

  /** The message `key` was refused for load: try again later (and tell the person the first time). */
  refused(key: string, refusal: string): void {
    const attempts = this.waiting.get(key)?.attempts ?? 0;
    if (attempts === 0) this.notify(refusal);
    const timer = setTimeout(() => this.resend(key), retryDelayMs(attempts));
    this.waiting.set(key, { attempts: attempts + 1, timer });
  }

  /** The message was taken. */
  taken(key: string): void {
    this.waiting.delete(key);
  }

  /** No retry waits any more (the socket dropped or the chat closed: what is pending is resent on reconnecting). */
  stop(): void {
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }
}
