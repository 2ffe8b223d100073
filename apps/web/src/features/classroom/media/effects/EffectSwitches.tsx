import styles from '../../admission/Lobby.module.css';
import type { EffectKind } from './effect-settings';

export const effectTexts = {
  noiseSuppression: { label: 'Reduce background noise', note: 'Others hear your voice, not the room around you.' },
  backgroundBlur: { label: 'Blur my background', note: 'Others see you clearly and the room behind you blurred.' },
} as const;

interface EffectSwitchesProps {
  noiseSuppression: boolean;
  backgroundBlur: boolean;
  onChange: (effect: EffectKind, on: boolean) => void;
}

/**
 * Noise suppression and background blur switches (ADR 0086), in the lobby and in the call's device settings: each
 * is a checkbox with role="switch", named by its label and described by its note.
 */
export function EffectSwitches(props: EffectSwitchesProps) {
  return (
    <div>
      {(['noiseSuppression', 'backgroundBlur'] as const).map((effect) => (
        <div key={effect}>
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={props[effect]}
              aria-describedby={`effect-${effect}-note`}
              className={styles.switch}
              checked={props[effect]}
              onChange={(event) => props.onChange(effect, event.target.checked)}
            />
            {effectTexts[effect].label}
          </label>
          <p id={`effect-${effect}-note`} className={styles.note}>
            {effectTexts[effect].note}
          </p>
        </div>
      ))}
    </div>
  );
}
