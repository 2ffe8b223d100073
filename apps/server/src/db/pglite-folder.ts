/** A data folder from before ADR 0022 holds a PGlite database, which the embedded PostgreSQL cannot open. */
import { existsSync, readdirSync } from 'node:fs';

/** Refuses to start next to a PGlite folder: starting afresh would look like lost data. */
export function refusePgliteFolder(pgliteDir: string | undefined) {
  if (!pgliteDir || !existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0) return;
  throw new Error(
    [
      `Found a database of the former embedded engine (PGlite) in ${pgliteDir}.`,
      'Chalkline now runs a bundled PostgreSQL server instead and cannot read that folder.',
      'To start with a fresh database, move that folder away (or delete it) and start again.',
      'To keep its data, see "Moving from PGlite" in the README (a dump with the previous release, restored with psql).',
    ].join('\n'),
  );
}
