/**
 * The person's choice of noise suppression and background blur, remembered in this browser for each microphone
 * and camera (ADR 0086): a laptop's built-in microphone may want it, a good headset may not.
 */
export type EffectKind = 'noiseSuppression' | 'backgroundBlur';

const storageKey = 'chalkline.classroom.effects';
/**
 * Noise suppression starts on (issue 34: a child's room is rarely quiet); blur starts off, since it changes what others
 * see (ADR 0086).
 */
const defaults: Record<EffectKind, boolean> = { noiseSuppression: true, backgroundBlur: false };

type Stored = Partial<Record<EffectKind, Record<string, boolean>>>;

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** Whether `effect` is on for the device `deviceId` ('' = the browser's default device). */
export function effectOn(effect: EffectKind, deviceId: string): boolean {
  return read()[effect]?.[deviceId || 'default'] ?? defaults[effect];
}

/** Remembers the choice for that device. */
export function rememberEffect(effect: EffectKind, deviceId: string, on: boolean): void {
  const stored = read();
  stored[effect] = { ...stored[effect], [deviceId || 'default']: on };
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Private browsing or a full store: the choice holds for this visit only.
  }
}
