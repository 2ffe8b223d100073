import { type AssignmentSummary, type HandInSettings, handInMaxFilesLimit, handInMessages } from '@chalkline/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { Control, UseFormWatch } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../ui/form/FormTextField';

/** The hand-in part of the assignment form (ADR 0074). Times are the viewer's local date and time. */
export const handInFormFields = {
  handIn: z.boolean(),
  handInText: z.boolean(),
  handInFiles: z.string().trim(),
  dueAt: z.string(),
  cutOffAt: z.string(),
};
export interface HandInFormValues {
  handIn: boolean;
  handInText: boolean;
  handInFiles: string;
  dueAt: string;
  cutOffAt: string;
}

/** Adds the form's hand-in issues, in the server's words. */
export function checkHandIn(v: HandInFormValues, ctx: z.RefinementCtx) {
  if (!v.handIn) return;
  const files = Number(v.handInFiles || '0');
  if (!Number.isInteger(files) || files < 0 || files > handInMaxFilesLimit)
    ctx.addIssue({ code: 'custom', path: ['handInFiles'], message: `Between 0 and ${handInMaxFilesLimit} files` });
  else if (!v.handInText && files === 0)
    ctx.addIssue({ code: 'custom', path: ['handInFiles'], message: handInMessages.askForSomething });
  if (!v.dueAt) ctx.addIssue({ code: 'custom', path: ['dueAt'], message: handInMessages.dueRequired });
  else if (v.cutOffAt && v.cutOffAt < v.dueAt)
    ctx.addIssue({ code: 'custom', path: ['cutOffAt'], message: handInMessages.cutOffBeforeDue });
}

/** `YYYY-MM-DDTHH:mm` in the viewer's time zone, as a datetime-local field reads and writes it. */
const localOf = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const handInValuesOf = (a?: AssignmentSummary): HandInFormValues => ({
  handIn: Boolean(a?.handIn),
  handInText: a?.handIn?.text ?? true,
  handInFiles: String(a?.handIn?.maxFiles ?? 1),
  dueAt: a?.handIn ? localOf(a.handIn.dueAt) : '',
  cutOffAt: a?.handIn?.cutOffAt ? localOf(a.handIn.cutOffAt) : '',
});

export const handInInputOf = (v: HandInFormValues): HandInSettings | null =>
  v.handIn
    ? {
        text: v.handInText,
        maxFiles: Number(v.handInFiles || '0'),
        dueAt: new Date(v.dueAt).toISOString(),
        cutOffAt: v.cutOffAt ? new Date(v.cutOffAt).toISOString() : null,
      }
    : null;

/** Ask for a hand-in: online text, up to N files, a due date and an optional cut-off. */
export function HandInSettingsFields<T extends HandInFormValues>({
  control,
  watch,
}: {
  control: Control<T>;
  watch: UseFormWatch<T>;
}) {
  const c = control as unknown as Control<HandInFormValues>;
  const w = watch as unknown as UseFormWatch<HandInFormValues>;
  const check = (name: 'handIn' | 'handInText', label: string) => (
    <Controller
      control={c}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
        />
      )}
    />
  );
  return (
    <Stack spacing={1.5}>
      {check('handIn', 'Ask the student to hand it in online')}
      {w('handIn') && (
        <>
          {check('handInText', 'Online text')}
          <FormTextField
            control={c}
            name="handInFiles"
            label="Files (at most)"
            type="number"
            helperText="0 asks for online text only"
            slotProps={{ htmlInput: { min: 0, max: handInMaxFilesLimit, step: 1 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={c}
              name="dueAt"
              label="Due"
              type="datetime-local"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={c}
              name="cutOffAt"
              label="Cut-off (optional)"
              type="datetime-local"
              fullWidth
              helperText="Late hand-ins are accepted until then"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
