import { formatClockTime, formatLongDate } from '../../../lib/format';
import type { LinkValidation } from '../classroom.api';
import styles from './Lobby.module.css';
import { EventIcon } from './lobbyIcons';

/** The lesson the link is for, when the link names one (its program and time). */
export function LessonCard({ validation }: { validation: LinkValidation }) {
  const { schedule, program } = validation;
  if (!schedule && !program?.title) return null;
  return (
    <div className={styles.lesson}>
      <EventIcon />
      <div style={{ minWidth: 0 }}>
        {program?.title && <p className={styles.lessonTitle}>{program.title}</p>}
        {schedule && (
          <p className={styles.lessonTime}>
            {formatLongDate(schedule.time)} · {formatClockTime(schedule.time)} – {formatClockTime(schedule.endTime)}
          </p>
        )}
      </div>
    </div>
  );
}
