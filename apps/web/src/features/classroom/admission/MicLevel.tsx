import { useEffect, useState } from 'react';
import styles from './Lobby.module.css';

const bars = 5;

/** A small live meter of the microphone's loudness, so a child can see the microphone hears them. */
export function MicLevel({ stream }: { stream: MediaStream }) {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass || !stream.getAudioTracks().length) return;
    const context = new AudioContextClass();
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;
    const tick = () => {
      analyser.getByteFrequencyData(samples);
      const average = samples.reduce((sum, value) => sum + value, 0) / samples.length;
      setLevel(Math.min(1, average / 60));
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [stream]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: five coloured bars, which a <meter> element cannot draw
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      className={styles.meter}
    >
      {Array.from({ length: bars }, (_, i) => (
        <span
          key={String(i)}
          className={level * bars > i ? `${styles.bar} ${styles.lit}` : styles.bar}
          style={{ height: `${30 + i * 14}%` }}
        />
      ))}
    </div>
  );
}
