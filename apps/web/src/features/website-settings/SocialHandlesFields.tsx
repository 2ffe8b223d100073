import { socialHandleNames } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';

const labels: Record<(typeof socialHandleNames)[number], string> = {
  linkedIn: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  telegram: 'Telegram',
  whatsApp: 'WhatsApp number',
  youtube: 'YouTube',
};

/** The social handles (platform spec 3) under `prefix.socialHandles`; the WhatsApp number builds a chat link. */
export function SocialHandlesFields<T extends FieldValues, TT>({
  control,
  prefix,
}: {
  control: Control<T, unknown, TT>;
  prefix: string;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Social handles (a handle or a full address; WhatsApp takes a phone number)
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {socialHandleNames.map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={`${prefix}${name}` as FieldPath<T>}
            label={labels[name]}
            size="small"
            fullWidth
          />
        ))}
      </Box>
    </Box>
  );
}
