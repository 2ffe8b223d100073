import { messages } from '@chalkline/contracts';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { deleteSchedule } from './schedules.api';

/** How the page reloads after a deletion (platform spec 4); replaced in tests. */
export const pageReload = { go: () => window.location.reload() };

/** Deletes an unmarked lesson after the spec's confirmation (platform spec 5.3); on 200 the page reloads. */
export function DeleteScheduleButton({ scheduleKey, label }: { scheduleKey: string; label: string }) {
  return (
    <ConfirmDeleteButton
      label={label}
      title="Delete schedule"
      message={messages.scheduleDeleteConfirm}
      remove={() => deleteSchedule(scheduleKey)}
      onDeleted={() => pageReload.go()}
    />
  );
}
