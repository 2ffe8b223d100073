const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/**
 * One formatter per shape, made at first use and kept: `toLocaleString` with options builds a new
 * `Intl.DateTimeFormat` on every call. (The first one made is still the dear part: ICU loads en-US then, ADR 0033.)
 */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date) => {
    made ??= new Intl.DateTimeFormat('en-US', options);
    return made.format(date);
  };
};
const monthName = formatter({ month: 'long' });
const clockTime = formatter({ hour: 'numeric', minute: '2-digit' });

/** "4:05 PM": the en-US clock time of an instant. */
export function formatClockTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return clockTime(date);
}

/** "March 3rd, 2026": the en-US long form with an ordinal day (platform spec 9). */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${monthName(date)} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
}

/** "March 3rd, 2026, 4:05 PM". */
export function formatLongDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatLongDate(date)}, ${clockTime(date)}`;
}

/** "AFRICAN_LANGUAGE" reads "African language"; mixed-case text is left alone. */
export function humanizeConstant(value: string): string {
  if (!/^[A-Z0-9_]+$/.test(value)) return value;
  const text = value.replaceAll('_', ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "2026-03-07" (a date input's value) reads "07-03-2026", the DD-MM-YYYY of the spec's inputs (platform spec 9). */
export function isoDateToDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** "07-03-2026" → "2026-03-07"; null unless it is a whole, real calendar date. */
export function dayMonthYearToIsoDate(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Keeps what is typed to the DD-MM-YYYY mask: digits only, dashes put in after the day and the month. */
export function maskDayMonthYear(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

/** The local calendar date of an instant as a date input's value ("2026-03-07"). */
export function isoDateOf(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** "12:05" from milliseconds left. */
export const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
};
