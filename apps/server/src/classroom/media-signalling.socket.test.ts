import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient } from '../../test/classroom-client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createWorld, type World } from '../../test/world.js';

describe('media signalling in the classroom (M1, M2, M16)', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_LOOPBACK_ONLY: 'true' });
    w = await createWorld(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });
  const host = async (meetingId: string, token: string) => {
    const c = await openClient(base, meetingId, token);
    clients.push(c);
    expect(await c.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    return c;
  };

  it('M16 refuses media calls from a socket that was not admitted', async () => {
    const sneaky = await openClient(base, w.studentA.user.meetingId!, w.studentA.token);
    clients.push(sneaky);
    expect(await sneaky.emit('call', {})).toEqual({ error: 'You have not been admitted to this classroom' });
    expect(await sneaky.emit('create_transport', { consumer: false })).toHaveProperty('error');
  });

  it('M1 M2 gives an admitted participant capabilities and transports; other rooms cannot touch them', async () => {
    const tutorA = await host(w.studentA.user.meetingId!, w.tutorA.token);
    const call = await tutorA.emit<{ routerRtpCapabilities: { codecs: { mimeType: string }[] } }>('call', {});
    expect(call.routerRtpCapabilities.codecs.map((c) => c.mimeType)).toEqual(
      expect.arrayContaining(['audio/opus', 'video/VP8']),
    );
    const send = await tutorA.emit<{
      isExistsAndConnected: boolean;
      params: { id: string; iceCandidates: { address?: string; ip?: string }[] };
    }>('create_transport', { consumer: false, key: 'webcam' });
    expect(send.isExistsAndConnected).toBe(false);
    expect(send.params.id).toBeTruthy();
    expect(JSON.stringify(send.params.iceCandidates)).toContain('127.0.0.1');

    const tutorB = await host(w.studentB.user.meetingId!, w.tutorB.token);
    expect(await tutorB.emit('close_transport', { transportId: send.params.id })).toEqual({
      error: expect.stringMatching(/not found/i),
    });
    expect(await tutorB.emit('restart_ice', { transportId: send.params.id })).toMatchObject({
      error: expect.stringMatching(/not found/i),
    });
    expect(await tutorA.emit('produce', { transportId: send.params.id, kind: 'video' })).toHaveProperty('error');
    expect(await tutorA.emit('close_transport', { transportId: send.params.id })).toEqual({});
  });
});
