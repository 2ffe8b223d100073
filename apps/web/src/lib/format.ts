const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** "March 3rd, 2026": the en-US long form with an ordinal day (platform spec 9). */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${month} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
}

/** "March 3rd, 2026, 4:05 PM". */
export function formatLongDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatLongDate(date)}, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** "AFRICAN_LANGUAGE" reads "African language"; mixed-case text is left alone. */
export function humanizeConstant(value: string): string {
  if (!/^[A-Z0-9_]+$/.test(value)) return value;
  const text = value.replaceAll('_', ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
