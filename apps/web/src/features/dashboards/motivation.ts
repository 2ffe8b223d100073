import { platform } from '@chalkline/contracts';
import { useEffect, useState } from 'react';

/** The 21 motivational messages of the student welcome line (platform spec 1 and 9). */
export const motivationalMessages: readonly string[] = [
  'Every question you ask makes your brain a little stronger.',
  'Mistakes are proof that you are trying. Keep going!',
  'You are braver than you believe and smarter than you think.',
  'Little steps every day add up to big leaps.',
  'Your curiosity is a superpower. Use it today!',
  'Practice makes progress, and progress is something to be proud of.',
  'Believe in yourself: your tutors believe in you too.',
  'Learning is an adventure, and you are the explorer.',
  'It is okay not to know yet. "Yet" is a magic word.',
  'Great things take time. You are doing great!',
  'Be kind to yourself while you learn something new.',
  'Today is a wonderful day to discover something amazing.',
  'Your hard work is planting seeds that will grow.',
  'Keep shining: the world needs your bright ideas.',
  'Every expert was once a beginner, just like you.',
  'Reading, counting, wondering: you are building your future.',
  'Ask, try, learn, repeat. You have got this!',
  'Your effort matters more than being perfect.',
  'Each lesson is a new chance to surprise yourself.',
  'Dream big, work hard and have fun learning.',
  'We are so proud of how far you have come!',
];

/** "Dami B.": the first name and the last name's initial (platform spec 1, welcome line). */
export const abbreviatedName = (firstName: string, lastName: string): string =>
  lastName.trim() ? `${firstName} ${lastName.trim().charAt(0).toUpperCase()}.` : firstName;

/** The index of the message shown, moving on every `platform.motivationalRotationMs` and wrapping round. */
export function useMotivationalIndex(count = motivationalMessages.length): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), platform.motivationalRotationMs);
    return () => clearInterval(timer);
  }, [count]);
  return index;
}
