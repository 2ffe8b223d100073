/** The noise suppressor's audio graph (ADR 0086), apart from the worklet's package so it can be tested. */
import type { TrackProcessor } from './effect-pipeline';

/** The Web Audio parts the graph uses (a fake in tests). */
export interface AudioGraphContext {
  createMediaStreamSource(stream: MediaStream): AudioNode;
  createMediaStreamDestination(): MediaStreamAudioDestinationNode;
  close(): Promise<void>;
}

/** Wires source → processing node → destination; the destination's track is what is sent. */
export function wireSuppressor(
  context: AudioGraphContext,
  input: MediaStreamTrack,
  node: AudioNode & { destroy?: () => void },
  streamOf: (tracks: MediaStreamTrack[]) => MediaStream = (tracks) => new MediaStream(tracks),
): TrackProcessor {
  const source = context.createMediaStreamSource(streamOf([input]));
  const destination = context.createMediaStreamDestination();
  source.connect(node);
  node.connect(destination);
  const track = destination.stream.getAudioTracks()[0];
  if (!track) throw new Error('The audio graph made no track');
  return {
    track,
    stop() {
      source.disconnect();
      node.disconnect();
      node.destroy?.();
      track.stop();
      void context.close();
    },
  };
}
