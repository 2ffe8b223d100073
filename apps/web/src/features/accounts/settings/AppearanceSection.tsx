import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type ColorSchemeChoice, colorSchemeChoices, useColorScheme } from '../../../app/colorScheme';
import { SectionCard } from '../../../ui/SectionCard';

/** Account Settings: light or dark, or as the device is set (ADR 0083). Kept on this device, applied at once. */
export function AppearanceSection() {
  const { choice, choose } = useColorScheme();
  return (
    <SectionCard title="Appearance" description="Choose light or dark colours. We remember your choice on this device.">
      <RadioGroup
        aria-label="Colours"
        value={choice}
        onChange={(event) => choose(event.target.value as ColorSchemeChoice)}
        row
      >
        {colorSchemeChoices.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
