import {
  createStudentInput,
  createTutorInput,
  editStudentInput,
  editTutorInput,
  languages,
  type PersonSavedResponse,
  timeSlots,
  weekdays,
} from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { humanizeConstant } from '../../../lib/format';
import { FormActions } from '../../../ui/form/FormActions';
import { FormBox } from '../../../ui/form/FormBox';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormSelectField, type SelectOption } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { NameFields } from '../../../ui/form/NameFields';
import { useToast } from '../../../ui/toast';
import { GuardianFields } from '../../auth/register/GuardianFields';
import { ageOptions, genderOptions, gradeOptions, phoneHelp } from '../../auth/register/options';
import { FormCountryStateField, requireListedState } from '../../reference/FormCountryStateField';
import { useCountries } from '../../reference/reference.queries';
import { createStudent, createTutor, editStudent, editTutor, type PeopleGroup } from './people.api';
import { cleanPersonValues, emptyPersonValues, type PersonFormValues } from './personFormValues';

export { cleanPersonValues, emptyPersonValues, type PersonFormValues } from './personFormValues';

const schemas = {
  create: { tutors: createTutorInput, students: createStudentInput },
  edit: { tutors: editTutorInput, students: editStudentInput },
} as const;

const languageOptions: SelectOption[] = [
  { value: '', label: 'Not chosen' },
  ...languages.map((value) => ({ value, label: humanizeConstant(value) })),
];
const timeSlotOptions: SelectOption[] = [
  { value: '', label: 'Not chosen' },
  ...Object.entries(timeSlots).map(([value, label]) => ({ value, label })),
];
const dayOptions: SelectOption[] = weekdays.map((value) => ({ value, label: humanizeConstant(value) }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' } as const;

export interface PersonFormProps {
  group: PeopleGroup;
  /** The person edited; absent: a new one is created. */
  editing?: { key: string; values: PersonFormValues };
  onSaved: (answer: PersonSavedResponse) => void;
  onCancel: () => void;
}

/**
 * Creates or edits a tutor or a student (platform spec 3, 6): account details, and for a student the guardian,
 * school and class, learning preferences and referral. Checked with the contracts' schemas, as the server does.
 */
export function PersonForm({ group, editing, onSaved, onCancel }: PersonFormProps) {
  const toast = useToast();
  const countries = useCountries();
  const mode = editing ? 'edit' : 'create';
  // The form holds strings; the schema of the call decides what they mean (see cleanPersonValues).
  const schema = z.preprocess(
    cleanPersonValues,
    requireListedState(schemas[mode][group], countries.data),
  ) as unknown as z.ZodType<unknown, PersonFormValues>;
  const { control, handleSubmit, setError, formState } = useForm<PersonFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<PersonFormValues>,
    defaultValues: editing?.values ?? emptyPersonValues,
  });
  const save = useMutation({
    mutationFn: (values: unknown) => {
      if (editing) {
        return group === 'tutors'
          ? editTutor(editing.key, values as z.output<typeof editTutorInput>)
          : editStudent(editing.key, values as z.output<typeof editStudentInput>);
      }
      return group === 'tutors'
        ? createTutor(values as z.output<typeof createTutorInput>)
        : createStudent(values as z.output<typeof createStudentInput>);
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      onSaved(answer);
    },
    onError: (error) => applyServerErrors(error, setError),
  });
  const isStudent = group === 'students';
  const noun = isStudent ? 'student' : 'tutor';
  const label = editing ? `Edit ${noun}` : `Create ${noun}`;

  return (
    <FormBox
      label={label}
      errors={formState.errors}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Section title="Account">
        <NameFields control={control} withTitle={!isStudent} own={false} />
        {isStudent && (
          <FormTextField control={control} name="preferredNames" label="Preferred names" helperText="Optional" />
        )}
        <FormSelectField control={control} name="gender" label="Gender" options={genderOptions} required />
        <FormTextField control={control} name="email" label="Email" type="email" required />
        <FormTextField control={control} name="phone" label="Phone number" type="tel" helperText={phoneHelp} required />
        <Box sx={full}>
          <FormCountryStateField control={control} required />
        </Box>
      </Section>

      {isStudent && (
        <>
          <Section title="Parent or guardian">
            <GuardianFields control={control} />
          </Section>

          <Section title="School & class">
            <FormSelectField control={control} name="age" label="Age range" options={ageOptions} required />
            <FormSelectField control={control} name="class" label="Class" options={gradeOptions} required />
            <FormTextField control={control} name="school" label="School" helperText="Optional" sx={full} />
            <FormTextField control={control} name="referredBy" label="Referred by" helperText="Optional" />
            <FormTextField control={control} name="referee" label="Referee" helperText="Optional" />
          </Section>

          <Section title="Learning preferences">
            <FormSelectField
              control={control}
              name="learningPreferences.language"
              label="Language"
              options={languageOptions}
            />
            <FormTextField
              control={control}
              name="learningPreferences.curriculum"
              label="Curriculum"
              helperText="Optional"
            />
            <FormTextField
              control={control}
              name="learningPreferences.languageInfo"
              label="Language details"
              helperText="Optional"
              multiline
              minRows={2}
            />
            <FormTextField
              control={control}
              name="learningPreferences.curriculumInfo"
              label="Curriculum details"
              helperText="Optional"
              multiline
              minRows={2}
            />
            <FormSelectField
              control={control}
              name="learningPreferences.days"
              label="Days"
              options={dayOptions}
              slotProps={{ select: { multiple: true } }}
            />
            <FormSelectField
              control={control}
              name="learningPreferences.scheduleTime"
              label="Preferred time"
              options={timeSlotOptions}
            />
            <FormTextField
              control={control}
              name="learningPreferences.timezone"
              label="Time zone"
              placeholder="e.g. Africa/Lagos"
              helperText="Optional"
            />
            <FormTextField
              control={control}
              name="learningPreferences.communicationPreference"
              label="Communication preference"
              placeholder="e.g. Email, phone call, WhatsApp"
              helperText="Optional"
            />
            <FormTextField
              control={control}
              name="learningPreferences.learningGoals"
              label="Learning goals"
              helperText="Optional"
              multiline
              minRows={2}
              sx={full}
            />
            <FormTextField
              control={control}
              name="learningPreferences.specialNeeds"
              label="Special needs"
              helperText="Optional"
              multiline
              minRows={2}
              sx={full}
            />
          </Section>
        </>
      )}

      {!editing && (
        <Section title="First password">
          <Box sx={full}>
            <FormPasswordField
              control={control}
              name="password"
              label="First password"
              autoComplete="new-password"
              showStrength
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Optional: leave it empty to email the {noun} a link to choose their own.
            </Typography>
          </Box>
        </Section>
      )}

      <FormActions pending={save.isPending} onCancel={onCancel}>
        {editing ? 'Save changes' : label}
      </FormActions>
    </FormBox>
  );
}
