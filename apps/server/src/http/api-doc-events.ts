/**
 * The socket part of `docs/api.md`: every client → server event of each namespace with who may send it
 * (contracts' `eventPermissions`, applied by the dispatcher before every handler, closed by default) and its
 * payload's fields from the event's schema.
 */
import {
  type ClientEventName,
  chatClientEvents,
  eventPermissions,
  hostEventRefusals,
  meetClientEvents,
  rootClientEvents,
} from '@chalkline/contracts';
import { type ZodType, z } from 'zod';
import { type JsonSchema, summariseSchema } from './api-doc-schema.js';

const namespaces: { name: string; about: string; events: Record<string, ZodType> }[] = [
  { name: '/', about: 'connection health and one’s own notification count', events: rootClientEvents },
  { name: '/meet/{meetingId}', about: 'the live classroom (`docs/realtime-protocol.md`)', events: meetClientEvents },
  {
    name: '/chat',
    about: 'the platform chat and presence, pushed to who sees the person as `presence` (ADR 0038, ADR 0063)',
    events: chatClientEvents,
  },
];

const payloadOf = (schema: ZodType) =>
  summariseSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

function whoMaySend(event: ClientEventName): string {
  const permission = eventPermissions[event];
  if (permission === 'connected') return 'connected';
  if (permission === 'member') return 'member';
  const refusal = (hostEventRefusals as Record<string, string>)[event];
  return `host (\`${permission}\`); others: “${refusal}”`;
}

export function renderSocketEvents(): string[] {
  const lines = [
    '## Socket events',
    '',
    'Socket.IO on the same port. A connection presents a ticket from `GET /api/auth/socket-token` and its tab’s',
    '`instanceId`. Every client → server event declares who may send it in',
    '`packages/contracts/src/realtime/event-permissions.ts`; the server’s dispatcher (`realtime/handle.ts`',
    '`onEvent`) checks the payload against the event’s schema and this permission before any handler runs, and',
    'refuses to register an event that declares none. A refusal or a bad payload is an ack `{ error }`.',
    '',
    '- **connected**: any socket the namespace accepted (a signed-in person, or a guest with a ticket);',
    '- **member**: admitted into the socket’s classroom (else “You have not been admitted…”); on `/chat`, a member',
    '  of the conversation the event names (the chat policy);',
    '- **host**: admitted as one of the classroom’s hosts (`classroom.host`: its tutors and admins).',
    '',
  ];
  for (const namespace of namespaces) {
    lines.push(`### \`${namespace.name}\``, '', `${namespace.about[0]?.toUpperCase()}${namespace.about.slice(1)}.`, '');
    lines.push('| Event | Who may send | Payload |', '| --- | --- | --- |');
    for (const [event, schema] of Object.entries(namespace.events))
      lines.push(
        `| \`${event}\` | ${whoMaySend(event as ClientEventName)} | \`${payloadOf(schema).replace(/\|/g, '\\|')}\` |`,
      );
    lines.push('');
  }
  return lines;
}
