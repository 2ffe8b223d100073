/**
 * Authorization is decided in policies (`*.policy.ts`) with the permission vocabulary of contracts
 * (ADR 0017). This test fails when a role check appears anywhere else in the server or the web app, a web page
 * comparing layouts (which stand for roles) included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const role = `['"](?:MASTER|MANAGER|TUTOR|STUDENT|GUARDIAN)['"]`;
const roleField = String.raw`(?:\.role|\bmemberRole|\brole)`;
const layout = `['"](?:admin|student|tutor|guardian)['"]`;

/** What a role check looks like. */
export const roleCheckPatterns: readonly RegExp[] = [
  new RegExp(String.raw`${roleField}\s*[!=]==?`),
  new RegExp(String.raw`[!=]==?\s*${role}`),
  new RegExp(String.raw`${role}\s*[!=]==?`),
  /\bisAdmin(?:Role|Identity)?\s*\(/,
  /\badminRoles\b/,
  new RegExp(String.raw`\.includes\(\s*[\w.?]*${roleField}\s*\)`),
  new RegExp(String.raw`\[\s*${role}\s*,`),
  new RegExp(String.raw`switch\s*\(\s*[\w.?]*${roleField}\s*\)`),
  new RegExp(String.raw`case\s+${role}`),
  // The web's layouts stand for roles: pages pick by `byLayout` / `hasStudentSite` (lib/permissions.ts), never compare.
  /layoutOfUser\([^)]*\)\s*[!=]==?/,
  new RegExp(String.raw`\blayout\s*[!=]==?\s*${layout}`),
  new RegExp(String.raw`${layout}\s*[!=]==?\s*layout\b`),
];

interface Allowed {
  file: string;
  line: string;
  reason: string;
}

/** Lines that compare roles for another reason than authorization, each with why. */
const allowed: readonly Allowed[] = [
  {
    file: 'apps/server/src/modules/accounts/user.repository.ts',
    line: "inArray(users.memberRole, ['MANAGER', 'MASTER'])",
    reason: 'the query behind the admin list selects the admin accounts; data, not a permission',
  },
  {
    file: 'apps/server/src/modules/accounts/registration.service.ts',
    line: "if (input.role !== 'STUDENT') return users.insert(account);",
    reason: 'a new tutor or guardian has no student profile row to insert; the kind of account, not a permission',
  },
  {
    file: 'apps/server/src/modules/accounts/profile.service.ts',
    line: "if (student?.memberRole !== 'STUDENT') throw notFound('Student not found');",
    reason: 'the account asked for must be a student (404 otherwise); validation of the resource',
  },
  {
    file: 'apps/server/src/modules/teaching/teaching.service.ts',
    line: "if (user?.memberRole !== 'STUDENT')",
    reason: 'the account chosen in a form must be a student (400 otherwise); validation of input',
  },
  {
    file: 'apps/server/src/modules/teaching/teaching.service.ts',
    line: "if (tutor?.memberRole !== 'TUTOR')",
    reason: 'the account chosen in a form must be a tutor (400 otherwise); validation of input',
  },
  {
    file: 'apps/web/src/features/mailing/ComposeMailing.tsx',
    line: 'checked={roles.includes(role)}',
    reason: 'the roles an admin ticks as a mailing’s audience; form state, not a permission',
  },
  {
    file: 'apps/server/src/media/werift/werift-transport.ts',
    line: "if (next !== 'connecting' || dtls.role !== 'server' || early.length === 0) return;",
    reason: 'the DTLS role of a media transport (client or server), not a member role',
  },
  {
    file: 'apps/web/src/features/notifications/SendNotificationForm.tsx',
    line: 'checked={chosen.includes(role)}',
    reason: 'the roles an admin ticks as a notification’s audience; form state, not a permission',
  },
];

const skipped = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.endsWith('.policy.ts') ||
  file.startsWith('apps/server/src/db/seed') ||
  file.startsWith('apps/web/src/test/') ||
  file === 'apps/web/src/lib/permissions.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !skipped(file) ? [file] : [];
  });
}

/** Every line of the server and the web app that looks like a role check, as `file: line`. */
function findRoleChecks() {
  return ['apps/server/src', 'apps/web/src'].flatMap(sourceFiles).flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//') && roleCheckPatterns.some((p) => p.test(line)))
      .map((line) => ({ file, line: line.trim() })),
  );
}

const isAllowed = (hit: { file: string; line: string }) =>
  allowed.some((a) => a.file === hit.file && hit.line.includes(a.line));

describe('no role checks outside policies', () => {
  it('recognises role checks and leaves other uses of roles alone', () => {
    const checks = [
      "if (viewer.role === 'TUTOR') return x;",
      "if (!isAdmin(viewer)) throw forbidden('Only admins');",
      'isAdminRole(user.memberRole) ? a : b',
      "user?.memberRole !== 'STUDENT'",
      "'MASTER' === role",
      'roles.includes(user.memberRole)',
      "const admins = ['MANAGER', 'MASTER'] as const;",
      'switch (viewer.role) {',
      "case 'TUTOR':",
      'const staff = [...adminRoles, x];',
      "{layoutOfUser(user) === 'student' && <StudentSections />}",
      "if (layout !== 'admin') return null;",
      "'tutor' === layout",
    ];
    const innocent = [
      '<Box role="alert">',
      'memberRole: input.role,',
      "{ value: 'MANAGER', label: 'Manager admin' },",
      "role: 'STUDENT',",
      'const layout = layoutOf(viewer.role);',
      'const path = { admin: a, tutor: b, student: c }[layout];',
      'byLayout(user, { student: 1, tutor: 2, admin: 3 })',
    ];
    for (const line of checks)
      expect(
        roleCheckPatterns.some((p) => p.test(line)),
        line,
      ).toBe(true);
    for (const line of innocent)
      expect(
        roleCheckPatterns.some((p) => p.test(line)),
        line,
      ).toBe(false);
  });

  it('finds none in the server or the web app beyond the listed exceptions', () => {
    const offending = findRoleChecks().filter((hit) => !isAllowed(hit));
    expect(offending.map((hit) => `${hit.file}: ${hit.line}`)).toEqual([]);
  });

  it('lists only exceptions that still exist, each with a reason', () => {
    const hits = findRoleChecks();
    for (const entry of allowed) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(20);
      expect(
        hits.some((hit) => hit.file === entry.file && hit.line.includes(entry.line)),
        `${entry.file}: ${entry.line}`,
      ).toBe(true);
    }
  });
});
