/**
 * Background blur (ADR 0086): each camera frame goes through a person/background segmentation, and a canvas draws
 * the person sharp over a blurred copy of the frame; the canvas's own track is sent in place of the camera's.
 */
import { classroom } from '@chalkline/contracts';
import type { StartEffect, TrackProcessor } from './effect-pipeline';

type Frame = CanvasImageSource;

/** A segmentation model: send a frame, get the frame and its mask (person opaque) back through `onResults`. */
export interface Segmenter {
  onResults(listener: (image: Frame, mask: Frame) => void): void;
  send(image: HTMLVideoElement): Promise<void>;
  close(): void;
}

/** How strongly the background is blurred, in CSS pixels at the camera's size. */
export const blurRadius = 12;

/** Draws one frame: the person (masked) sharp, the rest of the frame blurred behind. */
export function drawBlurred(
  context: CanvasRenderingContext2D,
  image: Frame,
  mask: Frame,
  width: number,
  height: number,
): void {
  context.save();
  context.clearRect(0, 0, width, height);
  context.drawImage(mask, 0, 0, width, height);
  context.globalCompositeOperation = 'source-in';
  context.drawImage(image, 0, 0, width, height);
  context.globalCompositeOperation = 'destination-over';
  context.filter = `blur(${blurRadius}px)`;
  context.drawImage(image, 0, 0, width, height);
  context.restore();
}

export interface BlurDeps {
  createSegmenter: () => Promise<Segmenter>;
  /** A playing <video> of the camera track. */
  videoOf: (input: MediaStreamTrack) => Promise<HTMLVideoElement>;
  createCanvas: (width: number, height: number) => HTMLCanvasElement;
  fps?: number;
}

/**
 * Starts blurring: frames are segmented one at a time on a timer (not animation frames, which stop in a hidden
 * tab, and the others should still see this person), at the webcam's frame rate (spec 9).
 */
export function blurWith(deps: BlurDeps): StartEffect {
  return async (input) => {
    const [segmenter, video] = await Promise.all([deps.createSegmenter(), deps.videoOf(input)]);
    const settings = input.getSettings();
    const width = settings.width ?? video.videoWidth ?? classroom.webcam.width;
    const height = settings.height ?? video.videoHeight ?? classroom.webcam.height;
    const canvas = deps.createCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas for background blur');
    segmenter.onResults((image, mask) => drawBlurred(context, image, mask, width, height));
    const fps = deps.fps ?? classroom.webcam.frameRate;
    const track = canvas.captureStream(fps).getVideoTracks()[0];
    if (!track) throw new Error('The canvas gave no track');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (stopped) return;
      const started = Date.now();
      if (input.readyState === 'live' && video.readyState >= 2) await segmenter.send(video).catch(() => undefined);
      if (!stopped) timer = setTimeout(tick, Math.max(0, 1000 / fps - (Date.now() - started)));
    };
    void tick();
    const processor: TrackProcessor = {
      track,
      stop() {
        stopped = true;
        clearTimeout(timer);
        segmenter.close();
        track.stop();
        video.srcObject = null;
      },
    };
    return processor;
  };
}

async function playingVideo(input: MediaStreamTrack): Promise<HTMLVideoElement> {
  const video = Object.assign(document.createElement('video'), { muted: true, playsInline: true });
  video.srcObject = new MediaStream([input]);
  await video.play();
  return video;
}

/** The browser's blur: MediaPipe's model from our build, a <video> of the camera, a canvas to draw on. */
export async function loadBackgroundBlur(): Promise<StartEffect> {
  const { createSelfieSegmenter } = await import('./selfie-segmenter');
  return blurWith({
    createSegmenter: createSelfieSegmenter,
    videoOf: playingVideo,
    createCanvas: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
  });
}
