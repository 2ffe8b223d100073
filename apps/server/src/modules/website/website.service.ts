/**
 * Website settings (platform spec 3.1, ADR 0041): read by every public page (cached, and forgotten on every node
 * when an admin changes a key), changed one key at a time by the admins of its group. Rich text is cleaned with
 * the shared sanitiser before it is stored; a stored value that no longer parses reads as unset.
 */
import {
  membersOnlyWebsiteKeys,
  type WebsiteKey,
  type WebsiteSettings,
  type WebsiteValue,
  websiteKeys,
  websiteValueSchemas,
} from '@chalkline/contracts';
import type { Cluster } from '../../realtime/cluster.js';
import { sanitizeRichText } from '../../text/rich-text.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeSettingChange } from './website.policy.js';
import type { WebsiteRepository } from './website.repository.js';

const changed = 'website:settings-changed';

/** The value with its rich-text parts cleaned (about, legal pages, FAQ answers). */
export function cleanWebsiteValue<K extends WebsiteKey>(key: K, value: WebsiteValue<K>): WebsiteValue<K> {
  switch (key) {
    case 'ABOUT_INFORMATION':
    case 'TERMS_OF_SERVICE_PAGE':
    case 'PRIVACY_POLICY_PAGE':
    case 'COOKIE_POLICY_PAGE': {
      const page = value as { content: string };
      return { ...page, content: sanitizeRichText(page.content) } as WebsiteValue<K>;
    }
    case 'GENERAL_FAQS':
    case 'TUTORS_FAQS':
      return (value as WebsiteValue<'GENERAL_FAQS'>).map((faq) => ({
        ...faq,
        answer: sanitizeRichText(faq.answer),
      })) as WebsiteValue<K>;
    default:
      return value;
  }
}

export const isWebsiteKey = (key: string): key is WebsiteKey => (websiteKeys as readonly string[]).includes(key);

export function createWebsiteService(deps: { repo: WebsiteRepository; cluster?: Pick<Cluster, 'publish' | 'on'> }) {
  let cached: Promise<WebsiteSettings> | null = null;
  const forget = () => {
    cached = null;
  };
  deps.cluster?.on(changed, forget);

  const load = async (): Promise<WebsiteSettings> => {
    const stored = await deps.repo.read(websiteKeys);
    const settings = {} as Record<WebsiteKey, unknown>;
    for (const key of websiteKeys) {
      const parsed = websiteValueSchemas[key].safeParse(stored[key]);
      settings[key] = stored[key] !== undefined && parsed.success ? parsed.data : null;
    }
    return settings as WebsiteSettings;
  };

  const readAll = (): Promise<WebsiteSettings> => {
    if (!cached) {
      cached = load();
      cached.catch(forget);
    }
    return cached;
  };

  return {
    /**
     * The values of `keys` (every key when none are named); null for a key never set, and for a members-only key
     * (the Alternative Meeting Link) unless the reader is signed in (ADR 0062).
     */
    async read(keys?: readonly WebsiteKey[], reader: { signedIn: boolean } = { signedIn: true }) {
      const all = await readAll();
      const named = keys?.length ? keys : websiteKeys;
      const hidden = (key: WebsiteKey) => !reader.signedIn && membersOnlyWebsiteKeys.includes(key);
      return Object.fromEntries(named.map((key) => [key, hidden(key) ? null : all[key]])) as Partial<WebsiteSettings>;
    },
    async get<K extends WebsiteKey>(key: K): Promise<WebsiteSettings[K]> {
      return (await readAll())[key];
    },
    /** Replaces one key's value (already parsed by its contracts schema); answers the stored value. */
    async update<K extends WebsiteKey>(viewer: Viewer, key: K, value: WebsiteValue<K>): Promise<WebsiteValue<K>> {
      authorizeSettingChange(viewer, key);
      const clean = cleanWebsiteValue(key, value);
      await deps.repo.write(key, clean, viewer.id);
      forget();
      deps.cluster?.publish(changed);
      return clean;
    },
  };
}
export type WebsiteService = ReturnType<typeof createWebsiteService>;
