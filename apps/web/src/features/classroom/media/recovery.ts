/**
 * What to do after a media failure (classroom spec 4, 8, 9; M8, M11–M14), as pure decisions the send and
 * receive sides follow, so the table can be read and tested in one place.
 */
import { classroom } from '@chalkline/contracts';
import { MediaRequestError, NotConnectedError } from './signalling';

export type RecoveryAction =
  /** Nothing to do now: the next admission (socket reconnect) rebuilds everything. */
  | 'wait-for-admission'
  /** Close the receive transport, create a new one, `get_producers` and consume each again (M12). */
  | 'recreate-receive'
  /** Close the send transport, create a new one and produce every local track again. */
  | 'recreate-send'
  /** Forget this consumer and consume its producer again. */
  | 'reconsume'
  /** The producer is gone: drop the consumer and show the stream as paused (spec 8). */
  | 'mark-paused'
  /** Drop the consumer, and consume it again later (at most `maxConsumeAttempts` times). */
  | 'resync'
  /** Everything media is gone on the server (its router): call and build anew. */
  | 'rejoin';

/** Where the failure happened: while receiving (consume, resume, layers, checks) or while sending. */
export type FailureSide = 'receive' | 'send';

const rules: [RegExp, Record<FailureSide, RecoveryAction>][] = [
  [/^Transport not found/, { receive: 'recreate-receive', send: 'recreate-send' }],
  [/^Consumer not found/, { receive: 'reconsume', send: 'recreate-send' }],
  [/^Producer not found/, { receive: 'mark-paused', send: 'recreate-send' }],
  [/^Cannot consume/, { receive: 'resync', send: 'recreate-send' }],
  [/^(Invalid session description|Invalid media state)/, { receive: 'recreate-receive', send: 'recreate-send' }],
  [/^Router not found/, { receive: 'rejoin', send: 'rejoin' }],
  [/^You have not been admitted/, { receive: 'wait-for-admission', send: 'wait-for-admission' }],
];

/**
 * The recovery table of spec 8: Transport not found → re-create and re-consume (or re-produce); Consumer not
 * found → consume again; Producer not found → the stream counts as paused; Cannot consume → clean up and
 * re-sync; a broken negotiation or an unanswered request (M8: the consume that timed out) → re-create the
 * transport; no socket → wait for the reconnect, which rebuilds everything.
 */
export function recoveryFor(error: unknown, side: FailureSide): RecoveryAction {
  if (error instanceof NotConnectedError) return 'wait-for-admission';
  if (error instanceof MediaRequestError && error.timedOut)
    return side === 'send' ? 'recreate-send' : 'recreate-receive';
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, actions] of rules) if (pattern.test(message)) return actions[side];
  // Anything else (a browser refusing an SDP, an unknown server error) leaves the transport in doubt.
  return side === 'send' ? 'recreate-send' : 'recreate-receive';
}

/** How many times one producer is consumed again after `resync` failures before giving up until it changes. */
export const maxConsumeAttempts = 3;

/**
 * The wait before the next producing attempt after `failures` failed ones in a row (spec 9): the first 10
 * attempts are spaced by the track production throttle (3 s); after the 10th the wait backs off from 1 s,
 * adding 1 s per failure, up to 60 s.
 */
export function producerRetryDelay(failures: number): number {
  const { retries, backoffStartMs, backoffStepMs, backoffMaxMs } = classroom.producer;
  if (failures < retries) return classroom.trackProduction.throttleMs;
  return Math.min(backoffMaxMs, backoffStartMs + (failures - retries) * backoffStepMs);
}

/** The offline toast shows once, when the 10th producing attempt in a row failed while offline (spec 8). */
export const shouldWarnOffline = (failures: number, online: boolean): boolean =>
  !online && failures === classroom.producer.retries;

/** `check_producer_state`'s answer (M10) for a consumer that receives nothing. */
export interface ProducerStateAnswer {
  isPaused: boolean;
  isExist: boolean;
  consumerExists: boolean;
}

export type StuckAction = 'mark-paused' | 'reconsume' | 'recreate-receive' | 'none';

/**
 * A consumer that seems stuck: a missing or paused producer shows as paused; a consumer the server no longer
 * has is consumed again; a live pair on a transport that is not connected means the transport is broken; a
 * live pair on a connected transport is left alone (the publisher sends nothing; consuming again won't help).
 */
export function stuckConsumerAction(answer: ProducerStateAnswer, transportConnected: boolean): StuckAction {
  if (!answer.isExist || answer.isPaused) return 'mark-paused';
  if (!answer.consumerExists) return 'reconsume';
  return transportConnected ? 'none' : 'recreate-receive';
}
