/**
 * The badge across nodes: a person's socket on node B hears the count change when an admin sends on node A, and
 * when the person marks it read on node A (the Redis adapter carries the emit; ADR 0014, 0039).
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { useTwoNodes } from '../../../test/two-nodes.js';

describe('notification badge across two nodes', () => {
  const bed = useTwoNodes();
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('pushes a send on one node to the person’s socket on the other', async () => {
    const master = await bed.nodeA.signUp('MASTER');
    const student = await bed.nodeA.signUp('STUDENT');
    const socket = connect(await listenOnLoopback(bed.nodeB), {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: student.token, instanceId: 'tab-b' },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const call = api(bed.nodeA);
    const arrived = new Promise((resolve) => socket.once('notifications_changed', resolve));
    const sent = await call(
      'POST',
      '/api/admin/notifications',
      { title: 'From node A', body: '<p>Hello</p>', people: [student.user.id] },
      master.cookie,
    );
    expect(sent.status).toBe(201);
    expect(await arrived).toEqual({ unread: 1, title: 'From node A' });

    const list = await call('GET', '/api/notifications', undefined, student.cookie);
    const read = new Promise((resolve) => socket.once('notifications_changed', resolve));
    await call('POST', `/api/notifications/${list.body.data.items[0].key}/read`, undefined, student.cookie);
    expect(await read).toEqual({ unread: 0 });
    expect(await socket.emitWithAck('notification_count', {})).toEqual({ unread: 0 });
  });
});
