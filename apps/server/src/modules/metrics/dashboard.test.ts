/**
 * The Grafana dashboard and Prometheus configuration in deploy/ (no Grafana here, so its schema is checked): the
 * dashboard's shape against @grafana/schema's Dashboard type, every query naming only metrics the server exports,
 * every Chalkline metric on some panel, the datasource uid the provisioning file gives, and Compose wiring it up.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dashboard } from '@grafana/schema';
import { defaultDashboard } from '@grafana/schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { serverRoot } from '../../config.js';
import { createMetricsRegistry } from './metrics-registry.js';

const repo = path.resolve(serverRoot, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

const datasourceRef = z.object({ type: z.literal('prometheus'), uid: z.string().min(1) }).strict();
const target = z
  .object({
    refId: z.string().regex(/^[A-Z]$/),
    datasource: datasourceRef,
    expr: z.string().min(1),
    legendFormat: z.string(),
  })
  .strict();
const panel = z.object({
  id: z.number().int().positive(),
  type: z.enum(['timeseries', 'stat', 'gauge', 'bargauge', 'table']),
  title: z.string().min(1),
  description: z.string().optional(),
  datasource: datasourceRef,
  gridPos: z.object({
    h: z.number().int().positive(),
    w: z.number().int().min(1).max(24),
    x: z.number().int().min(0).max(23),
    y: z.number().int().min(0),
  }),
  fieldConfig: z.object({
    defaults: z.object({ unit: z.string() }),
    overrides: z.array(
      z.object({
        matcher: z.object({ id: z.string(), options: z.unknown().optional() }),
        properties: z.array(z.object({ id: z.string(), value: z.unknown().optional() })),
      }),
    ),
  }),
  options: z.record(z.string(), z.unknown()),
  targets: z.array(target).min(1),
});
const dashboardSchema = z
  .object({
    uid: z.string().min(1),
    title: z.string().min(1),
    description: z.string(),
    tags: z.array(z.string()),
    timezone: z.string(),
    editable: z.boolean(),
    graphTooltip: z.number().int().min(0).max(2),
    schemaVersion: z.number().int(),
    version: z.number().int(),
    time: z.object({ from: z.string(), to: z.string() }),
    refresh: z.string(),
    fiscalYearStartMonth: z.number().int(),
    links: z.tuple([]),
    templating: z.object({ list: z.tuple([]) }),
    annotations: z.object({ list: z.tuple([]) }),
    panels: z.array(panel).min(1),
  })
  .strict();

/** Compile-time: what the schema accepts is a Grafana `Dashboard` as @grafana/schema describes it. */
const asGrafanaDashboard = (d: z.infer<typeof dashboardSchema>): Dashboard => d;

/** The metric names a PromQL expression reads (not its functions, keywords, labels or label values). */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)]
    .map((m) => m[1] as string)
    .filter((name) => !/^(and|or|unless|offset|bool|inf|nan)$/i.test(name));
}

/** Every series name the server's registry exports, histograms and summaries with their suffixes. */
async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetricsRegistry({
    sockets: () => ({ byNamespace: {}, classrooms: 0 }),
    media: async () => ({
      routers: 0,
      transports: 0,
      producers: 0,
      consumers: 0,
      packetsIn: 0,
      packetsOut: 0,
      bytesOut: 0,
    }),
    jobs: async () => ({ due: 0, scheduled: 0, running: 0, failed: 0, oldestDueSeconds: 0 }),
    pool: () => ({ total: 0, idle: 0, waiting: 0, max: 10, waits: 0, waitSeconds: 0 }),
  });
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (['histogram', 'summary'].includes(String(metric.type)))
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('the Grafana dashboard and Prometheus in deploy/', () => {
  const raw = JSON.parse(read('deploy/grafana/dashboards/chalkline.json'));

  it('is a dashboard of Grafana’s schema, with panels that do not overlap', () => {
    const parsed = dashboardSchema.safeParse(raw);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const dashboard = asGrafanaDashboard(parsed.data!);
    expect(dashboard.schemaVersion).toBeLessThanOrEqual(defaultDashboard.schemaVersion!);
    const panels = parsed.data!.panels;
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length);
    const cells = new Set<string>();
    for (const p of panels) {
      expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++)
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${p.title} overlaps another panel`).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });

  it('queries only metrics the server exports, and shows every Chalkline metric', async () => {
    const exported = await exportedNames();
    const used = new Set<string>();
    for (const p of dashboardSchema.parse(raw).panels)
      for (const t of p.targets)
        for (const name of metricNamesIn(t.expr)) {
          expect(exported, `${p.title}: ${t.expr}`).toContain(name);
          used.add(name);
        }
    const shown = (name: string) => [...used].some((u) => u === name || u.startsWith(`${name}_`));
    const chalkline = [...exported].filter((n) => n.startsWith('chalkline_') && !/_(bucket|sum|count)$/.test(n));
    expect(chalkline.filter((n) => !shown(n))).toEqual([]);
    expect(used).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('names the datasource uid that Grafana is provisioned with', () => {
    const provisioning = parse(read('deploy/grafana/provisioning/datasources/prometheus.yaml')) as {
      datasources: { uid: string; type: string; url: string }[];
    };
    const [source] = provisioning.datasources;
    expect(source?.type).toBe('prometheus');
    const uids = new Set(
      dashboardSchema.parse(raw).panels.flatMap((p) => [p.datasource.uid, ...p.targets.map((t) => t.datasource.uid)]),
    );
    expect([...uids]).toEqual([source?.uid]);
  });

  it('has Compose run Prometheus scraping every node with the token, and Grafana with the provisioning', () => {
    const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, { volumes?: string[]; secrets?: string[]; environment?: Record<string, string> }>;
      secrets?: Record<string, { environment?: string }>;
    };
    const prometheusConfig = parse(read('deploy/prometheus/prometheus.yml')) as {
      scrape_configs: {
        metrics_path: string;
        authorization: { credentials_file: string };
        static_configs: { targets: string[] }[];
      }[];
    };
    const [scrape] = prometheusConfig.scrape_configs;
    expect(scrape?.metrics_path).toBe('/api/metrics');
    const nodes = Object.keys(compose.services).filter((name) => /^node\d+$/.test(name));
    expect(scrape?.static_configs.flatMap((s) => s.targets).sort()).toEqual(nodes.map((n) => `${n}:3000`).sort());
    for (const node of nodes)
      expect(compose.services[node]?.environment?.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN\}$/);
    expect(compose.secrets?.metrics_token?.environment).toBe('METRICS_TOKEN');
    expect(scrape?.authorization.credentials_file).toBe('/run/secrets/metrics_token');
    expect(compose.services.prometheus?.secrets).toContain('metrics_token');

    // Every file a monitoring service mounts from deploy/ exists.
    for (const service of ['prometheus', 'grafana']) {
      const mounts = compose.services[service]?.volumes?.filter((v) => v.startsWith('./')) ?? [];
      expect(mounts.length, service).toBeGreaterThan(0);
      for (const mount of mounts)
        expect(existsSync(path.join(repo, 'deploy', mount.split(':')[0] as string))).toBe(true);
    }
  });
});
