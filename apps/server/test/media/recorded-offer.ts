/** A recorded Chromium 156 offer: webcam H264 simulcast (three rids) and microphone. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The offer as Chromium wrote it, candidates included. */
export const chromeWebcamOffer = readFileSync(path.join(here, 'fixtures/chrome156-webcam-offer.sdp'), 'utf8');

/** The same offer without its candidates: the engine answers it, but no ICE check ever leaves the test. */
export const chromeWebcamOfferWithoutCandidates = chromeWebcamOffer
  .split('\r\n')
  .filter((line) => !line.startsWith('a=candidate:'))
  .join('\r\n');
