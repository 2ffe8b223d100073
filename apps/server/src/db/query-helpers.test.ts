/** A search containing LIKE's wildcards finds those characters as text, on the real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/builders.js';
import { createTestDatabase } from '../../test/harness.js';
import { createPeopleRepository } from '../modules/accounts/people.repository.js';
import type { Database } from './client.js';
import { containing, escapeLike } from './query-helpers.js';

describe('escapeLike', () => {
  it.each([
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('escapes %s as %s', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
    expect(containing(text)).toBe(`%${escaped}%`);
  });

  describe('in a repository search', () => {
    let database: Database;
    const names = ['Pct%Mark', 'PctXMark', 'Und_Line', 'UndXLine'];
    beforeAll(async () => {
      database = await createTestDatabase();
      for (const lastName of names) await buildUser(database.db, 'STUDENT', { lastName });
    });
    afterAll(() => database.close());

    const found = async (search: string) =>
      (await createPeopleRepository(database.db).list('STUDENT', search, 50, 0)).rows.map((u) => u.lastName);

    it('matches % and _ as text, not as wildcards', async () => {
      expect(await found('pct%m')).toEqual(['Pct%Mark']);
      expect(await found('und_l')).toEqual(['Und_Line']);
      expect((await found('pct')).sort()).toEqual(['Pct%Mark', 'PctXMark']);
    });
  });
});
