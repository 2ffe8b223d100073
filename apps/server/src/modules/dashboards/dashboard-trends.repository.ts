/**
 * The admin dashboard's trends (ADR 0084) in one statement: the range cut into calendar days, weeks (Monday first)
 * or months of the viewer's time zone, the first and last clipped to the range, and each bucket's figures read
 * by index on time (`schedules_time_idx`, `billing_ledger_at_idx`).
 */
import type { TrendBucket, TrendMoney } from '@chalkline/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingLedger, enrolments, schedules } from '../../db/schema/index.js';
import { classroomAttendedSql } from '../classroom/attendance/attendance.repository.js';

export interface TrendWindow {
  /** First and last calendar day, `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
  timeZone: string;
  bucket: TrendBucket;
  /** Lessons whose slot ended by now count as held or missed; later ones not yet. */
  now: Date;
  /** A lesson held in the classroom is kept at this share of it; others by their kept mark (ADR 0076). */
  minSharePercent: number;
}

export interface TrendRow {
  start: string;
  end: string;
  activeStudents: number;
  lessonsHeld: number;
  lessonsMissed: number;
  newEnrolments: number;
  revenue: TrendMoney[];
}

// A fixed text per bucket, so no parameter has to be read as a unit of time.
const units: Record<TrendBucket, ReturnType<typeof sql.raw>> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};
const steps: Record<TrendBucket, ReturnType<typeof sql.raw>> = {
  day: sql.raw(`interval '1 day'`),
  week: sql.raw(`interval '1 week'`),
  month: sql.raw(`interval '1 month'`),
};

export function createDashboardTrendsRepository(db: Db) {
  return {
    async trends(w: TrendWindow): Promise<TrendRow[]> {
      const [unit, step] = [units[w.bucket], steps[w.bucket]];
      const attended = classroomAttendedSql(
        sql`${schedules.id}`,
        sql`${schedules.studentId}`,
        sql`${w.minSharePercent}`,
        sql`${w.now.toISOString()}`,
      );
      const result = await db.execute(sql`
        with b as (
          select greatest(g::date, ${w.from}::date) as first_day,
                 least((g + ${step})::date, ${w.to}::date + 1) as next_day
            from generate_series(date_trunc(${unit}, ${w.from}::date::timestamp), ${w.to}::date::timestamp, ${step}) g
        ), win as (
          select first_day, next_day,
                 first_day::timestamp at time zone ${w.timeZone} as t0,
                 next_day::timestamp at time zone ${w.timeZone} as t1
            from b
        )
        select to_char(win.first_day, 'YYYY-MM-DD') as start,
               to_char(win.next_day - 1, 'YYYY-MM-DD') as "end",
               l.active, l.held, l.missed,
               (select count(*) from ${enrolments}
                 where ${enrolments.createdAt} >= win.t0 and ${enrolments.createdAt} < win.t1) as enrolments,
               (select coalesce(json_agg(json_build_object('currency', r.currency, 'amountCents', r.cents)
                         order by r.currency), '[]'::json)
                  from (select ${billingLedger.currency} as currency, sum(${billingLedger.amountCents}) as cents
                          from ${billingLedger}
                         where ${billingLedger.kind} = 'PAYMENT'
                           and ${billingLedger.at} >= win.t0 and ${billingLedger.at} < win.t1
                         group by ${billingLedger.currency}) r) as revenue
          from win
          cross join lateral (
            select count(*) filter (where x.attended) as held,
                   count(*) filter (where not x.attended) as missed,
                   count(distinct x.student_id) filter (where x.attended) as active
              from (select ${schedules.studentId} as student_id, coalesce(${attended}, ${schedules.kept}) as attended
                      from ${schedules}
                     where ${schedules.time} >= win.t0 and ${schedules.time} < win.t1
                       and ${schedules.endTime} <= ${w.now}) x
          ) l
         order by win.first_day`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        start: String(row.start),
        end: String(row.end),
        activeStudents: Number(row.active),
        lessonsHeld: Number(row.held),
        lessonsMissed: Number(row.missed),
        newEnrolments: Number(row.enrolments),
        revenue: (row.revenue as { currency: string; amountCents: number | string }[]).map((r) => ({
          currency: r.currency,
          amountCents: Number(r.amountCents),
        })),
      }));
    },
  };
}
export type DashboardTrendsRepository = ReturnType<typeof createDashboardTrendsRepository>;
