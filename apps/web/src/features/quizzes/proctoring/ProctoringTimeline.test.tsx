import type { ProctoringTimeline as Timeline } from '@chalkline/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProctoringTimeline } from './ProctoringTimeline';
import { flagSummary, nearestFrame, offsetWords, sinceStart } from './timeline';

const t0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (s: number) => new Date(t0 + s * 1000).toISOString();
const frames = (kind: string) =>
  [0, 5, 10, 15, 20, 25, 30].map((s) => ({ seq: s / 5, at: at(s), url: `/api/quiz/proctoring/a1/${kind}/${s / 5}` }));
const timeline: Timeline = {
  startedAt: at(0),
  completedAt: at(31),
  events: [
    { seq: 0, kind: 'started', at: at(0) },
    { seq: 12_000, kind: 'tab_hidden', at: at(12) },
    { seq: 18_000, kind: 'tab_visible', at: at(18) },
    { seq: 23_000, kind: 'paste', at: at(23) },
    { seq: 30_000, kind: 'submitted', at: at(30) },
  ],
  selfies: frames('selfie'),
  screens: frames('screen'),
  deleteAfter: '2026-03-31T10:00:31.000Z',
};

describe('the proctoring timeline (ADR 0082)', () => {
  it('finds the frame nearest an event and says times in words', () => {
    expect(nearestFrame(frames('selfie'), at(12))?.seq).toBe(2);
    expect(nearestFrame(frames('selfie'), at(13))?.seq).toBe(3);
    expect(nearestFrame(frames('selfie'), at(99))?.seq).toBe(6);
    expect(nearestFrame([], at(1))).toBeNull();
    expect(offsetWords(at(10), at(12))).toBe('2 s before');
    expect(offsetWords(at(15), at(13))).toBe('2 s after');
    expect(sinceStart(at(0), at(83))).toBe('01:23');
    expect(flagSummary(timeline.events)).toBe('2 flags: 1 × Switched to another tab, 1 × Pasted text');
  });

  it('opens on the first flag with its camera and screen frames, and moves flag to flag by button and keyboard', () => {
    renderWithProviders(<ProctoringTimeline timeline={timeline} />);
    expect(screen.getByText(/2 flags: 1 × Switched to another tab/)).toBeTruthy();
    expect(screen.getByText('00:12 · Switched to another tab')).toBeTruthy();
    const camera = screen.getByRole('img', { name: 'Camera 2 s before' });
    expect(camera.getAttribute('src')).toBe('/api/quiz/proctoring/a1/selfie/2');
    expect(screen.getByRole('img', { name: 'Screen 2 s before' }).getAttribute('src')).toBe(
      '/api/quiz/proctoring/a1/screen/2',
    );
    expect(screen.getByText('Flag 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next flag' }));
    expect(screen.getByText('00:23 · Pasted text')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Camera 2 s after' }).getAttribute('src')).toBe(
      '/api/quiz/proctoring/a1/selfie/5',
    );
    const bar = screen.getByRole('group', { name: /Flags along the attempt/ });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(screen.getByText('Flag 1 of 2')).toBeTruthy();
    fireEvent.keyDown(bar, { key: 'k' });
    expect(screen.getByText('Flag 2 of 2')).toBeTruthy();
    // Any event from the list.
    fireEvent.click(screen.getByRole('button', { name: '00:30 · Quiz submitted' }));
    expect(screen.getByRole('img', { name: 'Camera at the moment' }).getAttribute('src')).toBe(
      '/api/quiz/proctoring/a1/selfie/6',
    );
  });
});
