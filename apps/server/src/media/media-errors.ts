/**
 * Errors a MediaEngine rejects with. `code` is stable and plain (it survives a worker boundary as
 * `{ code, message }`); the messages are the ones classroom spec §8 lists for the client's recovery paths.
 */
export type MediaErrorCode =
  | 'routerNotFound'
  | 'transportNotFound'
  | 'producerNotFound'
  | 'consumerNotFound'
  | 'cannotConsume'
  | 'badSdp'
  | 'badState';

const messages: Record<MediaErrorCode, string> = {
  routerNotFound: 'Router not found',
  transportNotFound: 'Transport not found',
  producerNotFound: 'Producer not found',
  consumerNotFound: 'Consumer not found',
  cannotConsume: 'Cannot consume',
  badSdp: 'Invalid session description',
  badState: 'Invalid media state',
};

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    detail?: string,
  ) {
    super(detail ? `${messages[code]}: ${detail}` : messages[code]);
    this.name = 'MediaError';
  }
}

export const isMediaError = (error: unknown, code?: MediaErrorCode): error is MediaError =>
  error instanceof MediaError && (code === undefined || error.code === code);
