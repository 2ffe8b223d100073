import { useEffect, useState } from 'react';
import { DevicePickers } from '../admission/DevicePickers';
import { EffectSwitches } from './effects/EffectSwitches';
import { useMedia, useMediaSession } from './MediaContext';

/** The browser's cameras and microphones, refreshed when devices come and go. */
export function useMediaDevices() {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let live = true;
    const refresh = () => {
      media
        .enumerateDevices()
        .then((list) => live && setDevices(list))
        .catch(() => undefined);
    };
    refresh();
    media.addEventListener?.('devicechange', refresh);
    return () => {
      live = false;
      media.removeEventListener?.('devicechange', refresh);
    };
  }, []);
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
  };
}

/**
 * The lobby's device pickers, in the call: choosing another camera or microphone swaps the track being sent
 * (replaceTrack), so others keep their consumers; the noise and blur switches change what is sent the same way.
 */
export function DeviceSettings() {
  const session = useMediaSession();
  const { cameras, microphones } = useMediaDevices();
  const cameraId = useMedia((s) => s.cameraId);
  const microphoneId = useMedia((s) => s.microphoneId);
  const noiseSuppression = useMedia((s) => s.noiseSuppression);
  const backgroundBlur = useMedia((s) => s.backgroundBlur);
  if (!session) return null;
  return (
    <>
      <DevicePickers
        cameras={cameras}
        microphones={microphones}
        cameraId={cameraId}
        microphoneId={microphoneId}
        onCameraChange={(id) => void session.switchDevice('camera', id)}
        onMicrophoneChange={(id) => void session.switchDevice('microphone', id)}
      />
      <EffectSwitches
        noiseSuppression={noiseSuppression}
        backgroundBlur={backgroundBlur}
        onChange={(effect, on) => void session.setEffect(effect, on)}
      />
    </>
  );
}
