import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Button from '@mui/material/Button';
import { lessonCalendarFile } from './calendar.api';

/** Downloads one lesson as an `.ics` file to add to any calendar once (ADR 0062). */
export function AddToCalendarButton({ scheduleKey, programTitle }: { scheduleKey: string; programTitle: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EventAvailableRounded />}
      href={lessonCalendarFile(scheduleKey)}
      download
      aria-label={`Add to calendar: ${programTitle}`}
    >
      Add to calendar
    </Button>
  );
}
