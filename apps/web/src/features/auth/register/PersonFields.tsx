import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { NameFields } from '../../../ui/form/NameFields';
import { FormCountryStateField } from '../../reference/FormCountryStateField';
import { genderOptions, phoneHelp } from './options';

interface PersonFieldsProps<T extends FieldValues, TT = T> {
  control: Control<T, unknown, TT>;
  /** Adults may give a title (Mr, Dr …); the student form leaves it out. */
  withTitle?: boolean;
}

/** Names, gender, email, phone and address: the fields every new account has. */
export function PersonFields<T extends FieldValues, TT = T>({ control, withTitle = false }: PersonFieldsProps<T, TT>) {
  const name = (field: string) => field as FieldPath<T>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <NameFields control={control} withTitle={withTitle} />
      <FormSelectField control={control} name={name('gender')} label="Gender" options={genderOptions} required />
      <FormTextField
        control={control}
        name={name('phone')}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        helperText={phoneHelp}
        required
      />
      <FormTextField
        control={control}
        name={name('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        sx={withTitle ? { gridColumn: { sm: '1 / -1' } } : undefined}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormCountryStateField control={control} required />
      </Box>
    </Box>
  );
}
