import { type LabelValue, type UpdateAccountProfileInput, updateAccountProfileInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { hasStudentSite } from '../../../lib/permissions';
import { FormBox } from '../../../ui/form/FormBox';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormSubmitButton } from '../../../ui/form/FormSubmitButton';
import { FormTextField } from '../../../ui/form/FormTextField';
import { NameFields } from '../../../ui/form/NameFields';
import { SectionCard } from '../../../ui/SectionCard';
import { useToast } from '../../../ui/toast';
import { genderOptions, phoneHelp } from '../../auth/register/options';
import type { SessionUser } from '../../auth/useSession';
import { FormCountryStateField, requireListedState } from '../../reference/FormCountryStateField';
import { useCountries } from '../../reference/reference.queries';
import { useStudentProfile } from '../profile/useStudentProfile';
import { useUpdateProfile } from './useUpdateProfile';

interface DetailsValues {
  title: string;
  firstName: string;
  lastName: string;
  otherNames: string;
  gender: string;
  phone: string;
  country: LabelValue | null;
  state: LabelValue | null;
}

/** Blank optional texts clear the field; a blank phone leaves the stored number as it is. */
const toInput = (values: DetailsValues) => ({
  title: values.title.trim() || null,
  firstName: values.firstName,
  lastName: values.lastName,
  otherNames: values.otherNames.trim() || null,
  gender: (values.gender || null) as UpdateAccountProfileInput['gender'],
  phone: values.phone.trim() || undefined,
  country: values.country,
  state: values.state,
});

const labelValueOf = (value: unknown): LabelValue | null =>
  typeof value === 'object' && value !== null && 'value' in value && 'label' in value ? (value as LabelValue) : null;

/** Edit names, title, gender, phone and address; only the fields changed are sent. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const toast = useToast();
  const countries = useCountries();
  const studentProfile = useStudentProfile(hasStudentSite(user) ? user.key : null);
  const update = useUpdateProfile();
  const resolver = useMemo<Resolver<DetailsValues, unknown, UpdateAccountProfileInput>>(() => {
    const validate = zodResolver(requireListedState(updateAccountProfileInput, countries.data));
    return (values, context, options) =>
      validate(toInput(values), context, options as never) as ReturnType<
        Resolver<DetailsValues, unknown, UpdateAccountProfileInput>
      >;
  }, [countries.data]);
  const { control, handleSubmit, setError, formState, reset, resetField, getValues } = useForm<
    DetailsValues,
    unknown,
    UpdateAccountProfileInput
  >({
    resolver,
    defaultValues: {
      title: user.title ?? '',
      firstName: user.firstName,
      lastName: user.lastName,
      otherNames: user.otherNames ?? '',
      gender: user.gender ?? '',
      phone: '',
      country: null,
      state: null,
    },
  });

  const { dirtyFields } = formState;
  const basic = studentProfile.data?.basic;
  useEffect(() => {
    if (!basic) return;
    resetField('country', { defaultValue: labelValueOf(basic.country) });
    resetField('state', { defaultValue: labelValueOf(basic.state) });
  }, [basic, resetField]);

  const handleSave = handleSubmit(async (input) => {
    const dirty = dirtyFields;
    const changes: UpdateAccountProfileInput = {};
    for (const field of ['title', 'firstName', 'lastName', 'otherNames', 'gender', 'phone'] as const) {
      if (dirty[field] && input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
    }
    if (dirty.country || dirty.state)
      Object.assign(changes, { country: input.country ?? null, state: input.state ?? null });
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing has changed yet');
      return;
    }
    try {
      const body = await update.mutateAsync(changes);
      toast.success(body.message ?? 'Your profile has been updated');
      reset(getValues());
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <SectionCard title="Personal details" description="How your name and details appear across Chalkline.">
      <FormBox
        label="Personal details"
        errors={formState.errors}
        onSubmit={handleSave}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <NameFields control={control} withTitle />
        <FormSelectField control={control} name="gender" label="Gender" options={genderOptions} />
        <FormTextField
          control={control}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          helperText={`Leave blank to keep your current number. ${phoneHelp}`}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormCountryStateField control={control} emptyValue={null} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormSubmitButton pending={formState.isSubmitting}>Save changes</FormSubmitButton>
        </Box>
      </FormBox>
    </SectionCard>
  );
}
