/** Who a group message mentions (ADR 0063): `@First Last`, or `@First` when only one member has that name. */
import { describe, expect, it } from 'vitest';
import { mentionedIn } from './mentions.js';

const members = [
  { id: 'ada', firstName: 'Ada', lastName: 'Obi' },
  { id: 'ada2', firstName: 'Ada', lastName: 'Eze' },
  { id: 'tom', firstName: 'Tom', lastName: 'Ng' },
  { id: 'zoe', firstName: 'Zoë', lastName: 'Árpád' },
];

describe('mentionedIn', () => {
  it('finds a full name in any case, and a first name only one member has', () => {
    expect(mentionedIn('Well done @ada obi!', members, 'tom')).toEqual(['ada']);
    expect(mentionedIn('@Tom, see this', members, 'ada')).toEqual(['tom']);
    expect(mentionedIn('@Zoë Árpád and @tom ng', members, 'ada')).toEqual(['tom', 'zoe']);
  });
  it('leaves a first name two members share unless the full name is written', () => {
    expect(mentionedIn('@Ada please', members, 'tom')).toEqual([]);
    expect(mentionedIn('@Ada Eze please', members, 'tom')).toEqual(['ada2']);
  });
  it('ignores the sender, names without @, email addresses and longer words', () => {
    expect(mentionedIn('@Tom Ng here', members, 'tom')).toEqual([]);
    expect(mentionedIn('Tom Ng, hello', members, 'ada')).toEqual([]);
    expect(mentionedIn('write to me@tom.example', members, 'ada')).toEqual([]);
    expect(mentionedIn('@Tomas is new', members, 'ada')).toEqual([]);
  });
});
