const two = (n: number) => String(n).padStart(2, '0');

/** A message's time as MM/DD/YYYY hh:mm am/pm, in local time (classroom spec 9). */
export function formatMessageTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hh = two(hours % 12 === 0 ? 12 : hours % 12);
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()} ${hh}:${two(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}
