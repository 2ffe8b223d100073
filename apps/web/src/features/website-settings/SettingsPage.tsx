import type { WebsiteKey, WebsiteSettings } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ListPage } from '../../ui/ListPage';
import { PageLoader } from '../../ui/PageLoader';
import { useWebsiteSettings } from '../site/website.api';

/** Loads website settings for an admin page, then renders it with their current values. */
export function SettingsPage<K extends WebsiteKey>({
  title,
  keys,
  children,
}: {
  title: string;
  keys: readonly K[];
  children: (values: Pick<WebsiteSettings, K>) => ReactNode;
}) {
  const { data, isPending, error } = useWebsiteSettings(keys);
  return (
    <ListPage title={title}>
      {isPending ? <PageLoader /> : error ? <Alert severity="error">{error.message}</Alert> : children(data)}
    </ListPage>
  );
}
