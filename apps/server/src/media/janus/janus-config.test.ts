import { describe, expect, it } from 'vitest';
import { janusConfigFiles } from './janus-config.js';
import { countPackets } from './janus-engine.js';

const base = {
  configsFolder: '/tmp/j',
  pluginsFolder: '/tmp/j/plugins',
  transportsFolder: '/tmp/j/transports',
  wsPort: 40100,
  adminPort: 40101,
  adminSecret: 'secret',
  announcedIp: '127.0.0.1',
  sessionTimeoutSeconds: 60,
  eventLoops: 2,
};

describe('janusConfigFiles', () => {
  it('binds the API to 127.0.0.1, runs two event loops and enforces the test interface', () => {
    const files = janusConfigFiles({ ...base, iceEnforceList: 'jv0', portRange: [40000, 40099] });
    expect(files['janus.jcfg']).toContain('event_loops = 2');
    expect(files['janus.jcfg']).toContain('ice_enforce_list = "jv0"');
    expect(files['janus.jcfg']).toContain('rtp_port_range = "40000-40099"');
    expect(files['janus.jcfg']).toContain('session_timeout = 60');
    expect(files['janus.jcfg']).not.toContain('nat_1_1_mapping');
    expect(files['janus.transport.websockets.jcfg']).toContain('ws_ip = "127.0.0.1"');
    expect(files['janus.transport.websockets.jcfg']).toContain('ws_port = 40100');
    expect(files['janus.transport.websockets.jcfg']).toContain('admin_ws_ip = "127.0.0.1"');
  });

  it('maps a public announced address with nat_1_1_mapping', () => {
    const files = janusConfigFiles({ ...base, announcedIp: '203.0.113.7' });
    expect(files['janus.jcfg']).toContain('nat_1_1_mapping = "203.0.113.7"');
    expect(files['janus.jcfg']).not.toContain('ice_enforce_list');
    expect(files['janus.jcfg']).not.toContain('rtp_port_range');
  });
});

describe('countPackets', () => {
  it('sums a handle_info answer, simulcast layers included', () => {
    const info = {
      webrtc: {
        media: {
          '0': {
            stats: {
              in: { packets: 10, 'video-simulcast-1': { packets: 20 }, 'video-simulcast-2': { packets: 30 } },
              out: { packets: 5, bytes: 500 },
            },
          },
          '1': { stats: { in: { packets: 7 }, out: { packets: 3, bytes: 90 } } },
        },
      },
    };
    expect(countPackets(info)).toEqual({ in: 67, out: 8, bytesOut: 590 });
    expect(countPackets(undefined)).toEqual({ in: 0, out: 0, bytesOut: 0 });
  });
});
