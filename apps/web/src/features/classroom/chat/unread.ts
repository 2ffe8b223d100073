import { classroom } from '@chalkline/contracts';

/** The unread badge's text: the count, or "9+" above 9 (classroom spec 9). */
export const unreadLabel = (count: number, cap: number = classroom.chatUnreadBadgeCap): string =>
  count > cap ? `${cap}+` : String(count);
