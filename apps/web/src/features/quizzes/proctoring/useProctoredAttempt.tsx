/**
 * The proctored part of taking a quiz (ADR 0082): the consent screen before the attempt starts (and, after a reload,
 * before the questions show again), the session that takes frames and notes events while it runs, and a warning
 * with a way back when the screen share ends. A quiz that is not proctored passes straight through.
 */

import type { AttemptSession } from '@chalkline/contracts';
import { proctoringTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { acquireProctoringMedia, stopMedia } from './capture';
import { ProctoringConsent } from './ProctoringConsent';
import { ProctorSession, proctoringQueue } from './ProctorSession';

/** Whether opening the attempt was refused for want of the student's agreement. */
export const needsAgreement = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.message === proctoringTexts.agreementRequired;

export function useProctoredAttempt(options: {
  assignment: string;
  data: AttemptSession | undefined;
  error: unknown;
  /** Opens the attempt again with the student's agreement; answers the session, or throws why not. */
  openAgreed: () => Promise<AttemptSession>;
}): { gate: ReactNode | null; banner: ReactNode | null; stop: () => Promise<void> } {
  const { assignment, data, error } = options;
  const [session, setSession] = useState<ProctorSession | null>(null);
  const [screenEnded, setScreenEnded] = useState(false);
  const sessionRef = useRef<ProctorSession | null>(null);

  useEffect(() => {
    // What a closed tab left in the outbox goes now.
    proctoringQueue().kick();
    return () => {
      void sessionRef.current?.flush();
      sessionRef.current?.dispose();
    };
  }, []);

  const begin = async () => {
    // Full screen first, while the click still counts as the student's gesture; leaving it is noted.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    const media = await acquireProctoringMedia();
    try {
      const opened = needsAgreement(error) ? await options.openAgreed() : data;
      if (!opened?.assignment.startedAt) throw new Error('The quiz could not start. Please try again.');
      const started = new ProctorSession({
        assignment,
        startedAt: Date.parse(opened.assignment.startedAt),
        media,
        onScreenEnded: () => setScreenEnded(true),
      });
      started.start();
      sessionRef.current = started;
      setSession(started);
    } catch (e) {
      stopMedia(media);
      throw e;
    }
  };

  const shareAgain = async () => {
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false }).catch(() => null);
    if (!screen || !sessionRef.current) return;
    sessionRef.current.replaceScreen(screen);
    setScreenEnded(false);
  };

  const proctored = data?.assignment.quiz.proctored && !data.assignment.completed;
  const gate =
    needsAgreement(error) || (proctored && !session) ? (
      <ProctoringConsent assignment={assignment} resume={!needsAgreement(error)} onStart={begin} />
    ) : null;
  const banner =
    session && screenEnded ? (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" onClick={() => void shareAgain()}>
            Share screen
          </Button>
        }
      >
        Screen sharing stopped, and this was noted. {proctoringTexts.needScreen}
      </Alert>
    ) : null;
  const stop = useCallback(async () => sessionRef.current?.stop(), []);
  return { gate, banner, stop };
}
