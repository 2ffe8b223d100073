/**
 * Classroom locks, a host's controls over what students may do (issue 34, ADR 0075; rules L1–L6 in
 * docs/realtime-protocol.md): each switch stops students (never hosts) from one action. The server enforces every
 * switch where the action enters; the room's record keeps them for the lesson, on every node.
 */
import { z } from 'zod';
import type { Ack } from './events.js';
import type { ClassroomLocks } from './lock-texts.js';

export * from './lock-texts.js';

/** Every switch: `true` = students may not. */
export const classroomLocks = z.object({
  microphone: z.boolean(),
  camera: z.boolean(),
  screen: z.boolean(),
  chat: z.boolean(),
  whiteboard: z.boolean(),
  seeStudents: z.boolean(),
}) satisfies z.ZodType<ClassroomLocks>;

/** `set_locks`: the switches to change (the others keep their state), so two hosts never undo each other. */
export const setLocksPayload = z.object({ locks: classroomLocks.partial().strict() }).strict();

export interface LocksClientToServer {
  set_locks: (payload: z.input<typeof setLocksPayload>, ack: Ack<{ locks: ClassroomLocks }>) => void;
}

export interface LocksServerToClient {
  /** The switches changed: everyone admitted, the host who changed them included. */
  locks_changed: (payload: { locks: ClassroomLocks }) => void;
}
