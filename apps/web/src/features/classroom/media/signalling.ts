/** Acknowledged media requests over the classroom socket (M1–M16): data, or a `MediaRequestError`. */
import type { MediaClientToServer } from '@chalkline/contracts';
import type { MeetSocket } from '../connection/meet-socket';

export type MediaEvent = keyof MediaClientToServer;
type Handler<E extends MediaEvent> = MediaClientToServer[E];
export type PayloadOf<E extends MediaEvent> = Parameters<Handler<E>>[0];
type ResponseOf<E extends MediaEvent> = Parameters<Parameters<Handler<E>>[1]>[0];
/** What a request answers when it succeeds. */
export type AnswerOf<E extends MediaEvent> = Exclude<ResponseOf<E>, { error: string }>;

/** Sends one media request and answers its data; rejects with the server's `{ error }` or on timeout. */
export type MediaRequest = <E extends MediaEvent>(event: E, payload: PayloadOf<E>) => Promise<AnswerOf<E>>;

/** A refused or unanswered media request; `message` is the server's text (spec 8) or "timeout". */
export class MediaRequestError extends Error {
  constructor(
    readonly event: MediaEvent,
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'MediaRequestError';
  }
}

/** The socket is gone or not connected: nothing can be signalled until the next admission. */
export class NotConnectedError extends Error {
  constructor() {
    super('Connection is not established!');
    this.name = 'NotConnectedError';
  }
}

type LooseAck = (err: Error | null, response: { error?: string } | undefined) => void;
interface LooseSocket {
  connected: boolean;
  timeout(ms: number): { emit(event: string, payload: unknown, ack: LooseAck): unknown };
}

export const mediaRequestTimeoutMs = 10_000;

/** Requests on whatever socket `socket()` answers now (the classroom socket survives reconnects). */
export function createMediaRequest(socket: () => MeetSocket | null, timeoutMs = mediaRequestTimeoutMs): MediaRequest {
  return <E extends MediaEvent>(event: E, payload: PayloadOf<E>) =>
    new Promise<AnswerOf<E>>((resolve, reject) => {
      const live = socket() as unknown as LooseSocket | null;
      if (!live?.connected) return reject(new NotConnectedError());
      live.timeout(timeoutMs).emit(event, payload ?? {}, (err, response) => {
        if (err) return reject(new MediaRequestError(event, 'timeout', true));
        if (response?.error) return reject(new MediaRequestError(event, response.error));
        resolve((response ?? {}) as AnswerOf<E>);
      });
    });
}

/** The text of any failure, for the recovery table. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
