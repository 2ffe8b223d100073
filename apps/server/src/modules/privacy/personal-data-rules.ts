/** The classes of the personal-data map and the helpers its two parts are written with (`personal-data.ts`). */
import { dataRightsTexts } from '@chalkline/contracts';

/** The value an emptied column takes, from the person's id and the time of erasure. */
type Blank = (id: string, now: Date) => unknown;

export type ColumnRule =
  | { kind: 'person'; erase: 'delete' | 'keep' }
  | { kind: 'personal' | 'secret'; of: string; blank?: Blank }
  /** The person's email address: rows holding it (a public form, the newsletter) are theirs, exported and deleted. */
  | { kind: 'email' }
  | { kind: 'other' };

export interface TableRule {
  /** JavaScript column key → its class. */
  columns: Record<string, ColumnRule>;
  /** Why erasure leaves the table as it is (it is append-only). */
  retain?: string;
}

export const other: ColumnRule = { kind: 'other' };
export const owner: ColumnRule = { kind: 'person', erase: 'delete' };
export const named: ColumnRule = { kind: 'person', erase: 'keep' };
export const byEmail: ColumnRule = { kind: 'email' };
export const personal = (of: string, blank?: Blank): ColumnRule => ({
  kind: 'personal',
  of,
  ...(blank ? { blank } : {}),
});
export const secret = (of: string, blank?: Blank): ColumnRule => ({ kind: 'secret', of, ...(blank ? { blank } : {}) });
/** Every listed column `other`. */
export const others = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, other]));
export const erasedName = () => dataRightsTexts.erasedName;
