import { describe, expect, it } from 'vitest';
import { mayAnswerPolls, seesTally, seesVoters } from './polls.policy.js';

const host = { isHost: true };
const student = { isHost: false };

describe('polls policy (P4–P6, ADR 0073)', () => {
  it('P4 students answer; hosts ask and do not', () => {
    expect(mayAnswerPolls(student)).toBe(true);
    expect(mayAnswerPolls(host)).toBe(false);
  });

  it('P5 hosts see the counts always; students only while the host shows them', () => {
    expect(seesTally(host, { resultsShown: false })).toBe(true);
    expect(seesTally(student, { resultsShown: false })).toBe(false);
    expect(seesTally(student, { resultsShown: true })).toBe(true);
  });

  it('P6 who answered what: hosts of a named poll only, nobody for an anonymous one', () => {
    expect(seesVoters(host, { anonymous: false })).toBe(true);
    expect(seesVoters(host, { anonymous: true })).toBe(false);
    expect(seesVoters(student, { anonymous: false })).toBe(false);
    expect(seesVoters(student, { anonymous: true })).toBe(false);
  });
});
