/**
 * The configuration of a Janus the server starts itself (MEDIA_ENGINE=janus without JANUS_URLS): only the
 * VideoRoom plugin and the WebSocket transport, the API bound to 127.0.0.1 (browsers never reach it), two
 * event loops (the prototype measured ~30% less CPU per subscriber than a loop per handle), the media
 * settings of media-config.ts (announced address, RTP port range) and, for tests, `ice_enforce_list`.
 */

export interface JanusConfigInput {
  /** Folder with the generated .jcfg files (Janus's configs_folder). */
  configsFolder: string;
  /** Folders holding only the plugin and transport Janus should load. */
  pluginsFolder: string;
  transportsFolder: string;
  wsPort: number;
  /** The Admin API over WebSocket on 127.0.0.1 (per-handle packet counters for getStats). */
  adminPort: number;
  adminSecret: string;
  announcedIp: string;
  portRange?: [number, number];
  /** Interfaces or addresses libnice may gather on (`jv0` in the test namespace); empty: all. */
  iceEnforceList?: string;
  sessionTimeoutSeconds: number;
  eventLoops: number;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The three files Janus reads, by name. */
export function janusConfigFiles(input: JanusConfigInput): Record<string, string> {
  const nat = [
    // A public announced address is written into Janus's candidates; 127.x needs no mapping.
    input.announcedIp.startsWith('127.') ? '' : `nat_1_1_mapping = ${quote(input.announcedIp)}`,
    input.iceEnforceList ? `ice_enforce_list = ${quote(input.iceEnforceList)}` : '',
    'ice_ignore_list = "vmnet"',
    // Half trickle: Janus's SDP carries its candidates (rule M3: no candidate events).
    'full_trickle = false',
    'ignore_mdns = true',
  ].filter(Boolean);
  const media = [
    input.portRange ? `rtp_port_range = ${quote(`${input.portRange[0]}-${input.portRange[1]}`)}` : '',
    'no_media_timer = 2',
  ].filter(Boolean);
  const janus = `general: {
\tconfigs_folder = ${quote(input.configsFolder)}
\tplugins_folder = ${quote(input.pluginsFolder)}
\ttransports_folder = ${quote(input.transportsFolder)}
\tevents_folder = ${quote(input.configsFolder)}
\tloggers_folder = ${quote(input.configsFolder)}
\tdebug_level = 3
\tsession_timeout = ${input.sessionTimeoutSeconds}
\tevent_loops = ${input.eventLoops}
\tadmin_secret = ${quote(input.adminSecret)}
\tprotected_folders = ["/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
media: {
${media.map((l) => `\t${l}`).join('\n')}
}
nat: {
${nat.map((l) => `\t${l}`).join('\n')}
}
plugins: {
}
transports: {
}
events: {
\tbroadcast = false
}
`;
  const websockets = `general: {
\tjson = "plain"
\tws = true
\tws_port = ${input.wsPort}
\tws_ip = "127.0.0.1"
\twss = false
}
admin: {
\tadmin_ws = true
\tadmin_ws_port = ${input.adminPort}
\tadmin_ws_ip = "127.0.0.1"
\tadmin_wss = false
}
`;
  // No static rooms: the engine creates one per classroom (bitrate 0) and destroys it with the classroom.
  const videoroom = `general: {
}
`;
  return {
    'janus.jcfg': janus,
    'janus.transport.websockets.jcfg': websockets,
    'janus.plugin.videoroom.jcfg': videoroom,
  };
}
