/**
 * Awareness (R27): what each person shares besides the document — their name and colour, their cursor and the
 * element they are drawing. Remote states are read defensively: they come from other browsers.
 */
import { elementTools, type Point, type WhiteboardElement, type WhiteboardUser } from './types';

/** This user's awareness state. */
export interface PresenceState {
  user?: WhiteboardUser;
  cursor?: Point | null;
  draft?: WhiteboardElement | null;
}

/** Another person on the board. */
export interface RemotePresence {
  clientId: number;
  user: WhiteboardUser;
  cursor: Point | null;
  draft: WhiteboardElement | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readUser(value: unknown): WhiteboardUser | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.color !== 'string') return null;
  return { key: typeof value.key === 'string' ? value.key : '', name: value.name.slice(0, 80), color: value.color };
}

function readPoint(value: unknown): Point | null {
  return isRecord(value) && isFiniteNumber(value.x) && isFiniteNumber(value.y) ? { x: value.x, y: value.y } : null;
}

/** A remote in-progress element, if it looks like one (known tool, numeric position, numeric points). */
export function readDraft(value: unknown): WhiteboardElement | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  if (!(elementTools as readonly unknown[]).includes(value.tool)) return null;
  if (!isFiniteNumber(value.x) || !isFiniteNumber(value.y)) return null;
  if (value.points !== undefined && !(Array.isArray(value.points) && value.points.every(isFiniteNumber))) return null;
  return value as unknown as WhiteboardElement;
}

/**
 * The other people on the board, from awareness states keyed by Yjs client id; `self` (this doc's client id)
 * and states without a name (not initialised yet) are left out. Sorted by client id for a stable order.
 */
export function readPresence(states: Map<number, Record<string, unknown>>, self: number): RemotePresence[] {
  const people: RemotePresence[] = [];
  for (const [clientId, state] of states) {
    if (clientId === self) continue;
    const user = readUser(state.user);
    if (!user) continue;
    people.push({ clientId, user, cursor: readPoint(state.cursor), draft: readDraft(state.draft) });
  }
  return people.sort((a, b) => a.clientId - b.clientId);
}
