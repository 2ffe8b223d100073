import { useEffect, useState, useSyncExternalStore } from 'react';
import { visuallyHidden } from '../../../ui/plain/Container';
import { useConnection } from '../connection/ClassroomContext';
import { type Announcement, ClassroomAnnouncer as Announcer } from './announcer';

function Region({ items, urgent }: { items: Announcement[]; urgent: boolean }) {
  // Each announcement is its own node: screen readers read what is added, so an equal text is heard again.
  const content = items.filter((a) => a.urgent === urgent).map((a) => <div key={a.id}>{a.text}</div>);
  return urgent ? (
    <div aria-live="assertive" aria-atomic="false" className={visuallyHidden} data-testid="classroom-alerts">
      {content}
    </div>
  ) : (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      className={visuallyHidden}
      data-testid="classroom-announcer"
    >
      {content}
    </div>
  );
}

/**
 * The classroom's live regions (ADR 0077), mounted once for the whole stay (waiting, then in the call): polite for
 * chat messages, people asking to join, being let in and raised hands; assertive for a recording starting.
 */
export function ClassroomAnnouncer() {
  const connection = useConnection();
  const [announcer] = useState(() => new Announcer(connection.store));
  useEffect(() => announcer.attach(), [announcer]);
  const items = useSyncExternalStore(announcer.store.subscribe, announcer.store.get);
  return (
    <>
      <Region items={items} urgent={false} />
      <Region items={items} urgent />
    </>
  );
}
