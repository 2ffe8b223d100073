import { classroom } from '@chalkline/contracts';
import { useEffect, useState } from 'react';

/** The device picker's camera constraints (classroom spec 9). */
export function previewVideoConstraints(deviceId?: string): MediaTrackConstraints {
  const v = classroom.devicePickerVideo;
  return {
    width: { min: v.minWidth, ideal: v.width, max: v.maxWidth },
    height: { min: v.minHeight, ideal: v.height, max: v.maxHeight },
    frameRate: { ideal: v.frameRate },
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  };
}

/** The classroom's microphone constraints (classroom spec 9). */
export function previewAudioConstraints(deviceId?: string): MediaTrackConstraints {
  return { ...classroom.audio, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) };
}

export interface PreviewOptions {
  video: boolean;
  audio: boolean;
  cameraId?: string;
  microphoneId?: string;
}

async function openPreview({ video, audio, cameraId, microphoneId }: PreviewOptions): Promise<MediaStream> {
  const strict = {
    video: video ? previewVideoConstraints(cameraId) : false,
    audio: audio ? previewAudioConstraints(microphoneId) : false,
  };
  try {
    return await navigator.mediaDevices.getUserMedia(strict);
  } catch (error) {
    // A camera that cannot meet the minimum size still previews with whatever it has.
    if (!(error instanceof Error) || error.name !== 'OverconstrainedError') throw error;
    return navigator.mediaDevices.getUserMedia({
      video: video ? (cameraId ? { deviceId: cameraId } : true) : false,
      audio: audio ? (microphoneId ? { deviceId: microphoneId } : true) : false,
    });
  }
}

const problemText = (error: unknown): string =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? 'Allow the camera and microphone in your browser to see yourself here.'
    : 'We couldn’t start your camera or microphone.';

/** The lobby's camera preview and the devices to choose from; tracks stop when the lobby goes away. */
export function useLocalPreview(options: PreviewOptions) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  const { video, audio, cameraId, microphoneId } = options;

  useEffect(() => {
    if (!supported) return;
    const media = navigator.mediaDevices;
    const refresh = () => {
      media
        .enumerateDevices()
        .then(setDevices)
        .catch(() => {});
    };
    refresh();
    media.addEventListener?.('devicechange', refresh);
    return () => media.removeEventListener?.('devicechange', refresh);
  }, [supported]);

  useEffect(() => {
    if (!supported || (!video && !audio)) {
      setStream(null);
      return;
    }
    let cancelled = false;
    let opened: MediaStream | null = null;
    openPreview({ video, audio, cameraId, microphoneId })
      .then((next) => {
        if (cancelled) {
          for (const track of next.getTracks()) track.stop();
          return;
        }
        opened = next;
        setStream(next);
        setProblem(null);
        // Device names are readable once permission is given.
        return navigator.mediaDevices.enumerateDevices().then(setDevices);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(problemText(error));
      });
    return () => {
      cancelled = true;
      for (const track of opened?.getTracks() ?? []) track.stop();
    };
  }, [supported, video, audio, cameraId, microphoneId]);

  return {
    stream: video || audio ? stream : null,
    problem: supported ? problem : 'This browser cannot use a camera here.',
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    speakers: devices.filter((d) => d.kind === 'audiooutput'),
  };
}
