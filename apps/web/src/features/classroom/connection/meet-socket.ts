import type { MeetClientToServer, MeetServerToClient } from '@chalkline/contracts';
import type { Socket } from 'socket.io-client';

/** The typed classroom socket (`/meet/{meetingId}`). */
export type MeetSocket = Socket<MeetServerToClient, MeetClientToServer>;
