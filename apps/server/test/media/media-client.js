// Reference browser client of the media protocol (docs/realtime-protocol.md, rules M1–M12), served by
// the media test harness. window.mc drives it from Playwright. Plain browser JavaScript: no build step.
/* global io */

const layers = [
  { scaleResolutionDownBy: 4, maxBitrate: 150_000 },
  { scaleResolutionDownBy: 2, maxBitrate: 500_000 },
  { scaleResolutionDownBy: 1, maxBitrate: 1_200_000 },
];

// M3: only loopback candidates leave this page in tests (the server ignores others too).
const loopbackOnly = (sdp) =>
  sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate:') || line.split(' ')[4].startsWith('127.'))
    .join('\r\n');

/** Resolves once the connection is up (a receive transport that connects now, before any consumer), 5 s at most. */
function connected(pc) {
  if (pc.connectionState === 'connected') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 5000);
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState !== 'connected') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 2000);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

const elementKind = (kind, source) => (source === 'webcam' ? kind : `screen-${kind}`);

class MediaClient {
  marks = [];
  mark(what) {
    this.marks.push(`${Date.now()} ${what}`);
  }
  events = [];
  producers = new Map();
  consumers = new Map();
  consuming = new Set();

  async request(event, payload) {
    const reply = await this.socket.timeout(10_000).emitWithAck(event, payload);
    if (reply?.error) throw new Error(`${event}: ${reply.error}`);
    return reply;
  }

  /**
   * Joins the harness's room; with `classroom` ({ url, auth, launch }) a real classroom's namespace instead: it
   * launches there and waits to be let in (`access_granted`) before the media calls (the breakouts benchmark).
   */
  async join(classroom) {
    const options = { transports: ['websocket'], auth: classroom?.auth };
    this.socket = classroom ? io(classroom.url, options) : io(options);
    await new Promise((resolve, reject) => {
      this.socket.on('connect', resolve);
      this.socket.on('connect_error', reject);
    });
    if (classroom) {
      const granted = new Promise((resolve) => this.socket.once('access_granted', resolve));
      await this.request('launch', classroom.launch);
      await granted;
    }
    for (const name of ['new_producer', 'producer_closed', 'producer_paused', 'producer_resumed', 'active_speaker']) {
      this.socket.on(name, (payload) => this.events.push({ name, payload }));
    }
    this.socket.on('new_producer', (producer) =>
      this.consume(producer).catch((e) => this.events.push({ error: e.message })),
    );
    this.socket.on('producer_closed', ({ producerId }) => {
      for (const [id, c] of this.consumers) if (c.producerId === producerId) this.consumers.delete(id);
      this.consuming.delete(producerId);
    });
    this.caps = (await this.request('call', {})).routerRtpCapabilities;
    this.rtpCapabilities = {
      codecs: [...RTCRtpReceiver.getCapabilities('audio').codecs, ...RTCRtpReceiver.getCapabilities('video').codecs],
    };
    this.send = await this.createTransport(false, 'webcam');
    this.recv = await this.createTransport(true, 'consumer');
    if (this.recv.connectsNow) await connected(this.recv.pc);
    return this.socket.id;
  }

  /** M2; a receive transport connects now: its first offer is answered before any consumer (`connectNow`). */
  async createTransport(consumer, key) {
    const { params, sdp } = await this.request(
      'create_transport',
      consumer ? { consumer, key, connectNow: true } : { consumer, key },
    );
    const pc = new RTCPeerConnection({ iceServers: params.iceServers, bundlePolicy: 'max-bundle' });
    pc.addEventListener('connectionstatechange', () =>
      this.mark(`pc ${consumer ? 'recv' : 'send'} ${pc.connectionState}`),
    );
    pc.addEventListener('iceconnectionstatechange', () =>
      this.mark(`ice ${consumer ? 'recv' : 'send'} ${pc.iceConnectionState}`),
    );
    const transport = { id: params.id, pc, queue: Promise.resolve(), params, connectsNow: Boolean(sdp) };
    if (sdp) transport.queue = this.answer(transport, sdp).catch((e) => this.events.push({ error: e.message }));
    return transport;
  }

  /** M8: answers the server's offer on a receive transport through connect_transport. */
  async answer(t, offer) {
    await t.pc.setRemoteDescription(offer);
    await t.pc.setLocalDescription(await t.pc.createAnswer());
    this.mark('answer made');
    await gathered(t.pc);
    this.mark('gathered');
    const sdp = { type: 'answer', sdp: loopbackOnly(t.pc.localDescription.sdp) };
    await this.request('connect_transport', { transportId: t.id, sdp });
    this.mark('connected reply');
  }

  /** M4/M5: one transceiver per produce, its offer rides on `produce`. */
  publish(track, source) {
    const t = this.send;
    const run = t.queue.then(async () => {
      const video = track.kind === 'video';
      const prefix = source === 'webcam' ? 'w' : 's';
      const transceiver = t.pc.addTransceiver(track, {
        direction: 'sendonly',
        sendEncodings: video ? layers.map((l, i) => ({ rid: `${prefix}${i}`, ...l })) : undefined,
      });
      this.mark(`publish ${track.kind}`);
      await t.pc.setLocalDescription(await t.pc.createOffer());
      this.mark('offer set');
      await gathered(t.pc);
      this.mark('gathered');
      const reply = await this.request('produce', {
        transportId: t.id,
        kind: track.kind,
        rtpParameters: { mid: transceiver.mid },
        appData: { source, kind: elementKind(track.kind, source) },
        sdp: { type: 'offer', sdp: loopbackOnly(t.pc.localDescription.sdp) },
      });
      this.mark('produce reply');
      await t.pc.setRemoteDescription(reply.sdp);
      this.mark('answer set');
      if (video) {
        // Under CPU load Chrome keeps its frame rate by scaling the camera down, which switches the top simulcast
        // layer off (a loaded CI machine then never sent 640 wide). The tests check layers, so they keep resolution.
        const parameters = transceiver.sender.getParameters();
        parameters.degradationPreference = 'maintain-resolution';
        await transceiver.sender.setParameters(parameters);
      }
      this.producers.set(reply.id, { transceiver, track, source, rtpParameters: reply.rtpParameters });
      return reply.id;
    });
    t.queue = run.catch(() => undefined);
    return run;
  }

  async publishCamera() {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: 640, height: 360, frameRate: 15 },
      audio: {
        sampleRate: 48_000,
        channelCount: 2,
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
    });
    const video = await this.publish(stream.getVideoTracks()[0], 'webcam');
    const audio = await this.publish(stream.getAudioTracks()[0], 'webcam');
    return { video, audio };
  }

  /** A webcam stand-in whose busy picture makes every simulcast layer use its full bitrate (benchmarks). */
  async publishBusyCamera() {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
    const ctx = canvas.getContext('2d');
    const random = (n) => Math.floor(Math.random() * n);
    this.busyTimer = setInterval(() => {
      for (let i = 0; i < 300; i++) {
        ctx.fillStyle = `rgb(${random(256)},${random(256)},${random(256)})`;
        ctx.fillRect(random(640), random(360), 8 + random(40), 8 + random(40));
      }
    }, 66);
    const mic = await navigator.mediaDevices.getUserMedia({ audio: true });
    const video = await this.publish(canvas.captureStream(15).getVideoTracks()[0], 'webcam');
    const audio = await this.publish(mic.getAudioTracks()[0], 'webcam');
    return { video, audio };
  }

  /** Headless Chromium has no screen: a moving canvas stands in for the display. */
  async publishScreen() {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1280, height: 720 });
    const ctx = canvas.getContext('2d');
    let n = 0;
    this.screenTimer = setInterval(() => {
      n += 7;
      ctx.fillStyle = `hsl(${n % 360} 70% 50%)`;
      ctx.fillRect(0, 0, 1280, 720);
      ctx.fillStyle = '#fff';
      ctx.fillText(String(n), 20 + (n % 1000), 360);
    }, 66);
    return this.publish(canvas.captureStream(15).getVideoTracks()[0], 'screen');
  }

  /** M7/M8: consume, answer the server's offer with connect_transport, then resume. */
  consume(producer) {
    if (this.consuming.has(producer.producerId)) return Promise.resolve(undefined);
    this.consuming.add(producer.producerId);
    const t = this.recv;
    this.mark(`new_producer ${producer.kind}`);
    const run = t.queue.then(async () => {
      this.mark(`consume ${producer.kind}`);
      const reply = await this.request('consume', {
        rtpCapabilities: this.rtpCapabilities,
        remoteProducerId: producer.producerId,
        remoteConnectionId: producer.remoteConnectionId,
        remoteMediaKind: producer.kind,
        transportId: t.id,
      });
      this.mark('consume reply');
      await this.answer(t, reply.sdp);
      await this.request('consumer_resume', { consumerId: reply.id });
      this.mark('resumed');
      this.consumers.set(reply.id, { ...reply, sdp: undefined });
      return reply.id;
    });
    t.queue = run.catch(() => undefined);
    return run;
  }

  async consumeAll() {
    const { producers } = await this.request('get_producers', {});
    return Promise.all(producers.map((p) => this.consume(p)));
  }

  /** The receive transport's connection state and how many m-sections it has (M2, M12). */
  receiving() {
    return { state: this.recv.pc.connectionState, sections: this.recv.pc.getTransceivers().length };
  }

  /** framesDecoded so far per m-section of the receive transport. */
  async framesByMid() {
    const frames = {};
    for (const s of (await this.recv.pc.getStats()).values())
      if (s.type === 'inbound-rtp' && s.kind === 'video') frames[s.mid] = s.framesDecoded ?? 0;
    return frames;
  }

  /**
   * Per consumer: framesDecoded (video) or packetsReceived (audio), with whose producer it is, and its m-section. A
   * consumer on a reused m-section (M12) counts on from the earlier streams of that section: compare growth.
   */
  async stats() {
    const report = await this.recv.pc.getStats();
    const byMid = new Map();
    for (const s of report.values()) if (s.type === 'inbound-rtp') byMid.set(s.mid, s);
    return [...this.consumers.values()].map((c) => {
      const s = byMid.get(c.rtpParameters.mid) ?? {};
      return {
        consumerId: c.id,
        producerId: c.producerId,
        peer: c.producerPeerId,
        kind: c.kind,
        source: c.appData.source,
        codec: c.rtpParameters.codec.mimeType,
        mid: c.rtpParameters.mid,
        frames: s.framesDecoded ?? 0,
        packets: s.packetsReceived ?? 0,
        width: s.frameWidth ?? 0,
      };
    });
  }

  /** M11: a receive transport is recovered by re-creating it and re-consuming everything. */
  async recoverReceiving() {
    const reply = await this.request('restart_ice', { transportId: this.recv.id });
    this.recv.pc.close();
    this.consumers.clear();
    this.consuming.clear();
    this.recv = await this.createTransport(true, 'consumer');
    await this.consumeAll();
    return reply;
  }

  /** M10: ICE restart of the send transport, offered by the client through connect_transport. */
  async restartSendIce() {
    const t = this.send;
    const before = t.pc.remoteDescription.sdp.match(/a=ice-ufrag:(\S+)/)[1];
    const { iceParameters } = await this.request('restart_ice', { transportId: t.id });
    await t.pc.setLocalDescription(await t.pc.createOffer({ iceRestart: true }));
    await gathered(t.pc);
    const sdp = { type: 'offer', sdp: loopbackOnly(t.pc.localDescription.sdp) };
    const reply = await this.request('connect_transport', { transportId: t.id, sdp });
    await t.pc.setRemoteDescription(reply.sdp);
    const after = t.pc.remoteDescription.sdp.match(/a=ice-ufrag:(\S+)/)[1];
    return { before, announced: iceParameters.usernameFragment, after };
  }

  /**
   * After the server lost this page's media (its Janus instance died: every producer closed, transports
   * gone), the same page builds new transports, publishes what it published and consumes everything again,
   * without leaving the room: what the classroom client does through Transport not found (spec 8).
   */
  async rebuild() {
    const published = [...this.producers.values()];
    this.send.pc.close();
    this.recv.pc.close();
    this.producers.clear();
    this.consumers.clear();
    this.consuming.clear();
    this.send = await this.createTransport(false, 'webcam');
    this.recv = await this.createTransport(true, 'consumer');
    for (const { track, source } of published) await this.publish(track, source);
    await this.consumeAll();
  }

  leave() {
    clearInterval(this.screenTimer);
    clearInterval(this.busyTimer);
    this.send?.pc.close();
    this.recv?.pc.close();
    this.socket.disconnect();
  }
}

window.mc = new MediaClient();
