import { classroom, messages } from '@chalkline/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admittedFakeConnection, student } from '../connection/testing';
import { fakeMediaServer } from './fake-sfu';
import { MediaSession } from './MediaSession';
import { producerRetryDelay, recoveryFor, shouldWarnOffline, stuckConsumerAction } from './recovery';
import { MediaRequestError, NotConnectedError } from './signalling';
import { createFakePeerConnection, FakePeerConnection, fakeDevices, settle } from './testing';

const refused = (message: string) => new MediaRequestError('consume', message);

describe('the recovery table (spec 8, M8, M12, M14)', () => {
  it.each([
    ['Transport not found', 'recreate-receive', 'recreate-send'],
    ['Consumer not found', 'reconsume', 'recreate-send'],
    ['Producer not found', 'mark-paused', 'recreate-send'],
    ['Cannot consume: video/H264', 'resync', 'recreate-send'],
    ['Invalid session description: bad m-line', 'recreate-receive', 'recreate-send'],
    ['Invalid media state: no answer to the last offer', 'recreate-receive', 'recreate-send'],
    ['Router not found', 'rejoin', 'rejoin'],
    ['You have not been admitted to this classroom', 'wait-for-admission', 'wait-for-admission'],
    ['Something else entirely', 'recreate-receive', 'recreate-send'],
  ] as const)('"%s" → %s while receiving, %s while sending', (message, receive, send) => {
    expect(recoveryFor(refused(message), 'receive')).toBe(receive);
    expect(recoveryFor(refused(message), 'send')).toBe(send);
  });

  it('an unanswered request re-creates the transport (M8); no socket waits for the next admission', () => {
    const timedOut = new MediaRequestError('consume', 'timeout', true);
    expect(recoveryFor(timedOut, 'receive')).toBe('recreate-receive');
    expect(recoveryFor(timedOut, 'send')).toBe('recreate-send');
    expect(recoveryFor(new NotConnectedError(), 'receive')).toBe('wait-for-admission');
  });

  it('a consumer that receives nothing: missing or paused producer → paused, lost consumer → consumed again, live pair → transport check', () => {
    const alive = { isPaused: false, isExist: true, consumerExists: true };
    expect(stuckConsumerAction({ ...alive, isExist: false, isPaused: true }, true)).toBe('mark-paused');
    expect(stuckConsumerAction({ ...alive, isPaused: true }, true)).toBe('mark-paused');
    expect(stuckConsumerAction({ ...alive, consumerExists: false }, true)).toBe('reconsume');
    expect(stuckConsumerAction(alive, false)).toBe('recreate-receive');
    expect(stuckConsumerAction(alive, true)).toBe('none');
  });
});

describe('the producer retry schedule (spec 9)', () => {
  it('spaces the first 10 attempts 3 s apart, then backs off 1 s, 2 s, … up to 60 s', () => {
    const delays = Array.from({ length: 75 }, (_, i) => producerRetryDelay(i + 1));
    expect(delays.slice(0, 9)).toEqual(Array(9).fill(classroom.trackProduction.throttleMs));
    expect(delays.slice(9, 13)).toEqual([1000, 2000, 3000, 4000]);
    expect(delays[67]).toBe(59_000);
    expect(delays.slice(68)).toEqual(Array(7).fill(60_000));
  });

  it('warns once, at the 10th failure in a row, and only while offline', () => {
    expect([9, 10, 11].map((n) => shouldWarnOffline(n, false))).toEqual([false, true, false]);
    expect(shouldWarnOffline(10, true)).toBe(false);
  });
});

describe('recovery in a session', () => {
  beforeEach(() => {
    FakePeerConnection.all = [];
  });

  async function session(handlers: Parameters<typeof fakeMediaServer>[1]) {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { connection, socket, notices } = admittedFakeConnection();
    const server = fakeMediaServer(socket, handlers);
    const { devices } = fakeDevices();
    const media = new MediaSession({
      host: connection,
      notify: (message) => notices.push(message),
      devices: () => devices,
      createPeerConnection: createFakePeerConnection,
      capabilities: { codecs: [] },
    });
    media.start();
    await settle();
    return { server, media, notices };
  }

  const remote = {
    producerId: 'remote-audio',
    remoteConnectionId: student.connection,
    kind: 'audio' as const,
    appData: { source: 'webcam' as const, kind: 'audio' as const },
    paused: false,
  };

  it('retries producing on the schedule and shows the offline toast after 10 failures while offline', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { server, notices } = await session({ produce: () => new Error('Invalid media state: boom') });
    expect(server.sent('produce')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(classroom.trackProduction.throttleMs * 9);
    expect(server.sent('produce')).toHaveLength(10);
    expect(notices).toEqual([messages.producingOffline]);
    expect(server.sent('close_transport')).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent('produce')).toHaveLength(11);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.sent('produce')).toHaveLength(11);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent('produce')).toHaveLength(12);
    expect(notices).toHaveLength(1);
  });

  it('M8: a consumer not made within 10 s re-creates the receive transport', async () => {
    vi.useFakeTimers();
    let silent = 1;
    const { server } = await session({ consume: (_p, usual) => (silent-- > 0 ? undefined : usual()) });
    server.announce(remote);
    await settle();
    expect(server.sent('create_transport').filter((p) => p.consumer)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(classroom.consumerCreation.timeoutMs);
    expect(server.sent('create_transport').filter((p) => p.consumer)).toHaveLength(2);
    expect(server.sent('close_transport')).toHaveLength(1);
    expect(server.sent('consume')).toHaveLength(2);
  });

  it('a consumer that receives nothing is checked with the server; a missing producer shows as paused', async () => {
    vi.useFakeTimers();
    const { server, media } = await session({
      check_producer_state: () => ({ isPaused: true, isExist: false, consumerExists: false }),
    });
    server.announce(remote);
    await settle();
    expect(media.store.get().peers[student.connection]?.audio?.isPausedServerSide).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * classroom.consumerCreation.throttleMs);
    expect(server.sent('check_producer_state')).toEqual([
      { producerId: 'remote-audio', consumerId: expect.any(String) },
    ]);
    expect(media.store.get().peers[student.connection]?.audio?.isPausedServerSide).toBe(true);
  });

  it('"Producer not found" on consume shows the stream as paused', async () => {
    const { server, media } = await session({ consume: () => new Error('Producer not found') });
    server.announce(remote);
    await settle();
    expect(media.store.get().peers[student.connection]?.audio).toMatchObject({
      consumerId: null,
      isPausedServerSide: true,
    });
  });

  it('"Transport not found" closes the receive transport, makes a new one and consumes everything again', async () => {
    let refusals = 1;
    const { server, media } = await session({
      consume: (_payload, usual) => (refusals-- > 0 ? new Error('Transport not found') : usual()),
    });
    server.announce(remote);
    await settle();
    const receiving = server.sent('create_transport').filter((p) => p.consumer);
    expect(receiving).toHaveLength(2);
    expect(server.sent('get_producers')).toHaveLength(2);
    const recvPcs = FakePeerConnection.all.filter((pc) => !pc.transceivers.some((t) => t.init));
    expect(recvPcs.map((pc) => pc.connectionState)).toEqual(['closed', 'new']);
    expect(server.sent('consume')).toHaveLength(2);
    expect(media.peerConnections()).toHaveLength(2);
    expect(media.store.get().peers[student.connection]?.audio?.consumerId).toEqual(expect.any(String));
  });
});
