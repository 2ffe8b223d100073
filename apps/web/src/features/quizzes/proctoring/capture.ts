/**
 * The proctored quiz's media (ADR 0082): the camera and a shared screen, both required to start, and a still JPEG
 * taken from either every few seconds (no video is recorded: a frame every 5 s is enough to review and small enough
 * for 300 students at once).
 */
import { proctoring, proctoringTexts } from '@chalkline/contracts';

export interface ProctoringMedia {
  camera: MediaStream;
  screen: MediaStream;
}

/** Asks for the camera, then the screen; stops what it got if either is refused, and says which is missing. */
export async function acquireProctoringMedia(): Promise<ProctoringMedia> {
  let camera: MediaStream;
  try {
    camera = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: false });
  } catch {
    throw new Error(proctoringTexts.needCamera);
  }
  try {
    const screen = await navigator.mediaDevices.getDisplayMedia({
      video: { displaySurface: 'monitor', frameRate: 1 } as MediaTrackConstraints,
      audio: false,
    });
    return { camera, screen };
  } catch {
    for (const track of camera.getTracks()) track.stop();
    throw new Error(proctoringTexts.needScreen);
  }
}

/** A playing, detached `<video>` of a stream, to draw frames from. */
export async function videoOf(stream: MediaStream): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  return video;
}

/** The current picture of `video` as a JPEG at most `side` pixels on its longest side; null before the first frame. */
export async function grabFrame(video: HTMLVideoElement, side: number): Promise<Blob | null> {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const scale = Math.min(1, side / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', proctoring.jpegQuality));
}

export const stopMedia = (media: ProctoringMedia | null) => {
  for (const track of [...(media?.camera.getTracks() ?? []), ...(media?.screen.getTracks() ?? [])]) track.stop();
};
