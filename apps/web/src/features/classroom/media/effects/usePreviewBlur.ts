import { useEffect, useRef, useState } from 'react';
import { EffectPipeline } from './effect-pipeline';
import { browserEffects } from './local-effects';

/**
 * The lobby's preview with the background blurred while the switch is on (ADR 0086), so a child sees what others
 * will see; the blur's code loads only then. Gives the stream to show.
 */
export function usePreviewBlur(stream: MediaStream | null, on: boolean): MediaStream | null {
  const pipeline = useRef<EffectPipeline | null>(null);
  const [shown, setShown] = useState<MediaStream | null>(null);
  const camera = stream?.getVideoTracks()[0] ?? null;

  useEffect(() => {
    if (!on || !camera || !stream) {
      pipeline.current?.stop();
      setShown(null);
      return;
    }
    pipeline.current ??= new EffectPipeline(browserEffects.camera, 'background blur');
    let live = true;
    void pipeline.current.apply(camera, true).then((track) => {
      if (live && track && track !== camera) setShown(new MediaStream([track, ...stream.getAudioTracks()]));
    });
    return () => {
      live = false;
    };
  }, [stream, camera, on]);

  useEffect(() => () => pipeline.current?.stop(), []);
  return on && shown ? shown : stream;
}
