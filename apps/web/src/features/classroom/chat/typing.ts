/** Own typing news (R20): `typing` at most every 2 s while keys are pressed, `typing_off` after 2 s idle. */
export const typingIntervalMs = 2000;
/** A remote typing line clears after 1.1 times the interval without news. */
export const remoteTypingClearMs = typingIntervalMs * 1.1;

export interface TypingSender {
  /** Call on every keystroke in the composer. */
  keystroke: () => void;
  /** Call when the message is sent or the composer goes away: says typing_off at once if typing was said. */
  stop: () => void;
}

/** `typing` answers whether it could be sent (not while offline), so the next keystroke tries again if not. */
export function createTypingSender(emit: { typing: () => boolean; typingOff: () => void }): TypingSender {
  let lastSent = Number.NEGATIVE_INFINITY;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let typing = false;

  const stop = () => {
    clearTimeout(idle);
    idle = undefined;
    if (!typing) return;
    typing = false;
    lastSent = Number.NEGATIVE_INFINITY;
    emit.typingOff();
  };

  return {
    keystroke() {
      const now = Date.now();
      if (now - lastSent >= typingIntervalMs && emit.typing()) {
        lastSent = now;
        typing = true;
      }
      clearTimeout(idle);
      idle = setTimeout(stop, typingIntervalMs);
    },
    stop,
  };
}

/** Someone typing in a chat room; cleared after 2.2 s without news (R20). */
export interface TypingInfo {
  key: string;
  connection: string;
  roomId: string;
  firstName: string;
}

/** Someone started or kept typing: one line per connection. */
export const setTyping = (list: TypingInfo[], info: TypingInfo): TypingInfo[] => [
  ...list.filter((t) => t.connection !== info.connection),
  info,
];

export const clearTyping = (list: TypingInfo[], connection: string): TypingInfo[] =>
  list.some((t) => t.connection === connection) ? list.filter((t) => t.connection !== connection) : list;
