/**
 * What the public pages read and send: the website settings (platform spec 3.1) and the public forms. No zod
 * here: the home page loads this module (ADR 0033); the server checks every form.
 */
import type {
  CareerApplicationInput,
  ContactFormInput,
  DemoBookingInput,
  NewsletterInput,
  WebsiteKey,
  WebsiteSettings,
} from '@chalkline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiBase } from '../../lib/api';

export const websiteSettingsKey = (keys: readonly WebsiteKey[]) => ['website', 'settings', [...keys].sort().join(',')];

export async function fetchWebsiteSettings<K extends WebsiteKey>(
  keys: readonly K[],
): Promise<Pick<WebsiteSettings, K>> {
  const res = await api.get('/website/settings', { query: { keys: keys.join(',') } });
  return res.data.settings as Pick<WebsiteSettings, K>;
}

/** The values of `keys` (null for a key never set), shared by every page that shows them. */
export function useWebsiteSettings<K extends WebsiteKey>(keys: readonly K[]) {
  return useQuery({
    queryKey: websiteSettingsKey(keys),
    queryFn: () => fetchWebsiteSettings(keys),
    staleTime: 60_000,
  });
}

/** The address of an uploaded image (avatars), or null. */
export const imageUrl = (key: string | null | undefined): string | null =>
  key ? (key.startsWith('/') ? key : `${apiBase}/download/file?file=${encodeURIComponent(key)}`) : null;

export const sendContactForm = (input: ContactFormInput) => api.post('/website/contact-form', input);
export const bookDemo = (input: DemoBookingInput) => api.post('/website/book-a-demo', input);
export const fetchBookedDates = async () => (await api.get('/website/booked-dates')).data;
export const sendCareerApplication = (input: CareerApplicationInput) => api.post('/website/career-application', input);
export const signUpForNewsletter = (input: NewsletterInput) => api.post('/website/newsletter', input);
export const confirmNewsletter = (token: string) => api.post('/website/newsletter/confirm', { token });
export const leaveNewsletter = (token: string) =>
  api.post('/website/newsletter/unsubscribe', undefined, { query: { token } });

/** Sends a CV (one document) and answers its key for the application. */
export async function uploadCv(file: File): Promise<string> {
  const form = new FormData();
  form.append('cv', file);
  return (await api.post('/website/upload', form)).data.key;
}
