#!/usr/bin/env node
/**
 * Supply-chain checks for CI (ADR 0055), on the installed production dependencies:
 * 1. the install matches the lockfile (`npm ls --omit=dev` finds nothing missing, invalid or extraneous);
 * 2. `npm audit --omit=dev`: fails on a high or critical advisory not excepted in supply-chain/audit-exceptions.json
 *    (dated and reasoned); an unreachable advisory service is reported loudly and does not fail the run;
 * 3. every production dependency's licence is on supply-chain/licences.json's list (or excepted there, reasoned).
 * Prints a summary of each. `--sbom` also writes the CycloneDX SBOM to dist/sbom.json (`npm run sbom`).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import satisfies from 'spdx-satisfies';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const failures = [];

/** Runs npm and returns its output whatever its exit code (audit and ls exit 1 on findings). */
async function npm(args) {
  try {
    const { stdout, stderr } = await run('npm', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
  }
}

async function checkLockfile() {
  const lock = readJson('package-lock.json');
  if (lock.lockfileVersion < 2) failures.push(`package-lock.json is version ${lock.lockfileVersion}; npm 7+ writes 3`);
  const ls = await npm(['ls', '--omit=dev', '--all', '--parseable', '--long']);
  const problems = ls.stderr.split('\n').filter((line) => /missing|invalid|extraneous/i.test(line));
  if (ls.code !== 0 || problems.length) failures.push(`the install differs from the lockfile:\n${problems.join('\n')}`);
  const packages = ls.stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(':')[0]);
  console.log(`lockfile: ${packages.length} production packages installed as package-lock.json says`);
  return packages;
}

function licenceOf(manifest) {
  const value = manifest.license ?? manifest.licenses;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((l) => l.type ?? l).join(' OR ');
  return value?.type;
}

function checkLicences(packageDirs) {
  const { allowed, exceptions } = readJson('supply-chain/licences.json');
  const counts = new Map();
  const refused = [];
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.private && manifest.name?.startsWith('@chalkline/')) continue;
    const licence = licenceOf(manifest) ?? 'UNKNOWN';
    counts.set(licence, (counts.get(licence) ?? 0) + 1);
    if (exceptions[manifest.name]) continue;
    let ok = false;
    try {
      ok = satisfies(licence.replace(/^\((.*)\)$/, '$1'), allowed);
    } catch {
      ok = false;
    }
    if (!ok) refused.push(`${manifest.name}@${manifest.version}: ${licence}`);
  }
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([licence, n]) => `${licence} ${n}`);
  console.log(`licences: ${summary.join(', ')}`);
  if (refused.length) failures.push(`licences outside supply-chain/licences.json:\n${refused.join('\n')}`);
}

async function checkAudit() {
  const audit = await npm(['audit', '--omit=dev', '--json']);
  let report;
  try {
    report = JSON.parse(audit.stdout);
  } catch {
    report = null;
  }
  if (!report?.vulnerabilities) {
    // The service answered with an error (or not at all): nothing was checked, and the run says so.
    const reason = report?.message ?? (audit.stderr.trim().split('\n').at(-1) || 'no answer');
    console.log(`audit: NOT CHECKED: the npm advisory service could not be reached (${reason})`);
    return;
  }
  const { exceptions } = readJson('supply-chain/audit-exceptions.json');
  const today = new Date().toISOString().slice(0, 10);
  const excepted = new Set(exceptions.filter((e) => e.until >= today).map((e) => e.advisory));
  const serious = [];
  for (const [name, v] of Object.entries(report.vulnerabilities)) {
    if (v.severity !== 'high' && v.severity !== 'critical') continue;
    const advisories = v.via.filter((via) => typeof via === 'object').map((via) => via.url ?? String(via.source));
    if (advisories.length && advisories.every((a) => excepted.has(a))) continue;
    serious.push(`${name} (${v.severity}): ${advisories.join(', ') || 'through its dependencies'}`);
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(
    `audit: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  if (serious.length) failures.push(`high or critical advisories not excepted:\n${serious.join('\n')}`);
}

async function writeSbom() {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  const out = path.join(root, 'dist', 'sbom.json');
  const args = ['--omit', 'dev', '--output-format', 'JSON', '--output-file', out];
  const sbom = await run(
    process.execPath,
    [path.join(root, 'node_modules/@cyclonedx/cyclonedx-npm/bin/cyclonedx-npm-cli.js'), ...args],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error) => error);
  if (!existsSync(out)) {
    failures.push(`the SBOM was not written: ${sbom.stderr ?? sbom.message}`);
    return;
  }
  const bom = JSON.parse(readFileSync(out, 'utf8'));
  console.log(`sbom: CycloneDX ${bom.specVersion}, ${bom.components?.length ?? 0} components, in dist/sbom.json`);
}

const onlySbom = process.argv.includes('--sbom-only');
if (!onlySbom) {
  const packages = await checkLockfile();
  checkLicences(packages);
  await checkAudit();
}
if (onlySbom || process.argv.includes('--sbom')) await writeSbom();
if (failures.length) {
  for (const failure of failures) console.error(`supply-chain: ${failure}`);
  process.exit(1);
}
console.log('supply-chain: passed');
