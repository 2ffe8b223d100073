import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

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
    <Box
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: '3px',
        height: 22,
        px: 1,
        py: 0.5,
        borderRadius: 99,
        bgcolor: 'rgba(0,0,0,0.35)',
      }}
    >
      {Array.from({ length: bars }, (_, i) => (
        <Box
          key={String(i)}
          sx={{
            width: 4,
            height: `${30 + i * 14}%`,
            borderRadius: '2px',
            bgcolor: level * bars > i ? 'success.light' : 'rgba(255,255,255,0.35)',
            transition: 'background-color 80ms',
          }}
        />
      ))}
    </Box>
  );
}
