/**
 * The classroom's sound alerts (classroom spec 9: volumes 0.9, 0.5 and 0.6): recording started, recording stopped,
 * and someone joined. The sounds are short chimes made here as WAV files (no file to fetch, no other host), played
 * through an <audio> element at the spec's volume.
 */
import { recording } from '@chalkline/contracts';

export type AlertSound = keyof typeof recording.alertVolumes;

/** Notes (Hz) and how long each lasts (s): rising for a start, falling for a stop, two soft notes for a join. */
const tunes: Record<AlertSound, [number, number][]> = {
  started: [
    [660, 0.14],
    [880, 0.14],
    [1320, 0.22],
  ],
  stopped: [
    [880, 0.14],
    [660, 0.14],
    [440, 0.22],
  ],
  joined: [
    [784, 0.12],
    [1046, 0.18],
  ],
};

const sampleRate = 22_050;

/** A mono 16-bit WAV of the notes, each with a soft attack and decay so it does not click. */
export function chimeWav(notes: [number, number][]): Uint8Array<ArrayBuffer> {
  const total = notes.reduce((n, [, s]) => n + Math.round(s * sampleRate), 0);
  const bytes = new Uint8Array(44 + total * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + total * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, total * 2, true);
  let at = 44;
  for (const [freq, seconds] of notes) {
    const n = Math.round(seconds * sampleRate);
    for (let i = 0; i < n; i++) {
      const envelope = Math.min(1, i / 200) * Math.min(1, (n - i) / (n * 0.6));
      const sample = Math.sin((2 * Math.PI * freq * i) / sampleRate) * envelope * 0.6;
      view.setInt16(at, Math.round(sample * 0x7fff), true);
      at += 2;
    }
  }
  return bytes;
}

const urls = new Map<AlertSound, string>();
const urlOf = (sound: AlertSound) => {
  let url = urls.get(sound);
  if (!url) {
    url = URL.createObjectURL(new Blob([chimeWav(tunes[sound])], { type: 'audio/wav' }));
    urls.set(sound, url);
  }
  return url;
};

/** Plays an alert at its volume; a browser that blocks sound until a click simply stays silent. */
export function playAlert(sound: AlertSound): HTMLAudioElement | null {
  if (typeof Audio === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const audio = new Audio(urlOf(sound));
  audio.volume = recording.alertVolumes[sound];
  audio.dataset.alert = sound;
  void audio.play()?.catch(() => undefined);
  return audio;
}
