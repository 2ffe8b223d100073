/**
 * The connection pool's default size, from the machine (ADR 0048, issue 32): five connections per core the
 * server sees, at least 10 and at most 50. On the 2-core machine measured, 20 connections did not cut the
 * dashboard's p99 against 10 (the waits that remain come in bursts while the database, sharing the cores, is
 * descheduled; more connections move that queue into PostgreSQL), so two cores keep 10; a machine with more
 * cores runs more statements at once. The cap leaves room in PostgreSQL's default `max_connections` of 100 for
 * a second node; set DATABASE_POOL_MAX for more nodes or a larger server. Waits are on /api/metrics (ADR 0053).
 */
import { availableParallelism } from 'node:os';

const perCore = 5;
const floor = 10;
const cap = 50;

/** The pool's `max` when DATABASE_POOL_MAX is not set. */
export function defaultPoolMax(parallelism = availableParallelism()): number {
  return Math.min(cap, Math.max(floor, parallelism * perCore));
}
