import { afterEach, describe, expect, it } from 'vitest';
import { type CandidatePair, CandidatePairState, classes, Message, methods } from 'werift';
import { loadMediaConfig } from '../media-config.js';
import { sharedCertificate, WeriftTransport } from './werift-transport.js';

/** The werift internals the early-DTLS hand-over goes through (werift 0.24.4). */
interface Internals {
  connection: { onData: { execute(buf: Buffer): void } };
  dtls: { setState(state: string): void; dtls?: unknown; role: string };
}

const config = loadMediaConfig({ MEDIA_LOOPBACK_ONLY: 'true' });
const clientHello = Buffer.from([22, 0xfe, 0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
const rtp = Buffer.from([0x80, 96, 0, 1]);

describe('WeriftTransport: DTLS records that arrive before the DTLS server exists', () => {
  const open: WeriftTransport[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((t) => t.close()));
  });

  async function gathered(direction: 'send' | 'recv') {
    const transport = new WeriftTransport(
      { id: `t-${direction}`, routerId: 'r', peerId: 'p', direction },
      config,
      () => {},
    );
    open.push(transport);
    await transport.gather();
    const internals = {
      connection: transport.iceTransport.connection,
      dtls: transport.dtls,
    } as unknown as Internals;
    /** What werift's start() does: state `connecting`, then the DTLS socket, synchronously. */
    const start = () => {
      const received: Buffer[] = [];
      internals.dtls.setState('connecting');
      internals.dtls.dtls = { transport: { socket: { onData: (buf: Buffer) => received.push(buf) } } };
      return received;
    };
    return { transport, internals, start };
  }

  it('hands the browser’s early ClientHello to the DTLS server when it starts, once', async () => {
    const { internals, start } = await gathered('send');
    expect(internals.dtls.role).toBe('server');
    internals.connection.onData.execute(clientHello);
    internals.connection.onData.execute(rtp); // not DTLS: never kept
    const received = start();
    expect(received).toEqual([]); // delivered after start() has built its socket
    await Promise.resolve();
    expect(received).toEqual([clientHello]);
    internals.connection.onData.execute(clientHello); // from now on the DTLS socket reads the ICE data itself
    await Promise.resolve();
    expect(received).toEqual([clientHello]);
  });

  it('keeps nothing for a DTLS client, whose peer only answers its own first flight', async () => {
    const { internals, start } = await gathered('recv');
    internals.dtls.role = 'client';
    internals.connection.onData.execute(clientHello);
    const received = start();
    await Promise.resolve();
    expect(received).toEqual([]);
  });
});

describe('WeriftTransport: the browser’s nomination concludes ICE', () => {
  const open: WeriftTransport[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((t) => t.close()));
  });

  interface Connection {
    localUsername: string;
    remoteUsername: string;
    remotePassword: string;
    iceControlling: boolean;
    nominated?: CandidatePair;
    checkList: CandidatePair[];
    protocols: unknown[];
    checkIncoming(message: Message, addr: [string, number], protocol: unknown): void;
  }

  async function answering() {
    const transport = new WeriftTransport({ id: 't', routerId: 'r', peerId: 'p', direction: 'send' }, config, () => {});
    open.push(transport);
    await transport.gather();
    const connection = transport.iceTransport.connection as unknown as Connection;
    connection.remoteUsername = 'browser';
    connection.remotePassword = 'browser-password-0123456789';
    connection.iceControlling = false; // we answer: the browser controls
    return connection;
  }

  /** A browser's binding request from a port nobody answers on, so werift's own check cannot succeed. */
  function check(connection: Connection, nominate: boolean) {
    const request = new Message(methods.BINDING, classes.REQUEST)
      .setAttribute('USERNAME', `${connection.localUsername}:browser`)
      .setAttribute('PRIORITY', 1_853_824_767)
      .setAttribute('ICE-CONTROLLING', 1n);
    if (nominate) request.setAttribute('USE-CANDIDATE', null);
    connection.checkIncoming(request, ['127.0.0.1', 9], connection.protocols[0]);
  }

  it('takes the pair the browser nominates without waiting for werift’s own check', async () => {
    const connection = await answering();
    check(connection, true);
    const pair = connection.checkList.find((p) => p.remoteAddr[1] === 9);
    expect(pair?.state).toBe(CandidatePairState.SUCCEEDED);
    expect(connection.nominated).toBe(pair);
  });

  it('leaves a check without USE-CANDIDATE to werift’s own connectivity check', async () => {
    const connection = await answering();
    check(connection, false);
    const pair = connection.checkList.find((p) => p.remoteAddr[1] === 9);
    expect(pair?.state).toBe(CandidatePairState.IN_PROGRESS);
    expect(connection.nominated).toBeUndefined();
  });
});

describe('WeriftTransport: the certificate fingerprint', () => {
  it('is computed once for the process, not from the PEM on every offer, answer and create_transport', async () => {
    const transport = new WeriftTransport({ id: 't', routerId: 'r', peerId: 'p', direction: 'recv' }, config, () => {});
    try {
      await transport.gather();
      const cert = await sharedCertificate();
      expect(transport.dtls.localCertificate).toBe(cert);
      const before = transport.params([]).dtlsParameters.fingerprints;
      expect(before[0]?.value).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
      const pem = cert.certPem;
      cert.certPem = 'not a certificate'; // parsing it again would throw
      try {
        expect(transport.params([]).dtlsParameters.fingerprints).toEqual(before);
      } finally {
        cert.certPem = pem;
      }
    } finally {
      await transport.close();
    }
  });
});
