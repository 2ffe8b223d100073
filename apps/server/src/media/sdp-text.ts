/**
 * A small line-level SDP reader: just enough to look at a browser's offer (kinds, mids, rids, codecs,
 * candidates) and to rewrite it before an engine applies it. It keeps every line it does not understand.
 */

export interface SdpCodec {
  payloadType: number;
  name: string;
  clockRate: number;
  channels?: number;
  fmtp: string;
}

export interface SdpSection {
  kind: string;
  port: number;
  mid: string;
  direction: string;
  /** Simulcast rids this side sends, in `a=simulcast` order (lowest layer first by our rule M5). */
  sendRids: string[];
  codecs: SdpCodec[];
  lines: string[];
}

export interface ParsedSdp {
  session: string[];
  media: SdpSection[];
}

const directions = new Set(['sendonly', 'recvonly', 'sendrecv', 'inactive']);

export function parseSdp(sdp: string): ParsedSdp {
  const lines = sdp.split(/\r?\n/).filter((l) => l.length > 0);
  const session: string[] = [];
  const media: SdpSection[] = [];
  let current: SdpSection | undefined;
  for (const line of lines) {
    if (line.startsWith('m=')) {
      const [kind = '', port = '0'] = line.slice(2).split(' ');
      current = { kind, port: Number(port), mid: '', direction: 'sendrecv', sendRids: [], codecs: [], lines: [line] };
      media.push(current);
      continue;
    }
    if (!current) {
      session.push(line);
      continue;
    }
    current.lines.push(line);
    readAttribute(current, line);
  }
  return { session, media };
}

function readAttribute(section: SdpSection, line: string) {
  if (!line.startsWith('a=')) return;
  const body = line.slice(2);
  if (directions.has(body)) section.direction = body;
  else if (body.startsWith('mid:')) section.mid = body.slice(4).trim();
  else if (body.startsWith('rtpmap:')) {
    const [pt = '', spec = ''] = body.slice(7).split(' ');
    const [name = '', clock = '0', channels] = spec.split('/');
    section.codecs.push({
      payloadType: Number(pt),
      name,
      clockRate: Number(clock),
      channels: channels ? Number(channels) : undefined,
      fmtp: '',
    });
  } else if (body.startsWith('fmtp:')) {
    const space = body.indexOf(' ');
    const pt = Number(body.slice(5, space));
    const codec = section.codecs.find((c) => c.payloadType === pt);
    if (codec) codec.fmtp = body.slice(space + 1).trim();
  } else if (body.startsWith('simulcast:')) {
    const [dir, list = ''] = body.slice(10).trim().split(' ');
    // Alternatives (`a,b`) and paused rids (`~a`) are not used by browsers for send; take the first of each.
    if (dir === 'send') section.sendRids = list.split(';').map((r) => r.split(',')[0]!.replace(/^~/, ''));
  }
}

export function serializeSdp(parsed: ParsedSdp): string {
  return `${[...parsed.session, ...parsed.media.flatMap((m) => m.lines)].join('\r\n')}\r\n`;
}

/** fmtp `a=b;c=d` as a record. */
export function fmtpParams(fmtp: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of fmtp.split(';')) {
    const [k, v] = part.split('=');
    if (k?.trim()) out[k.trim()] = (v ?? '').trim();
  }
  return out;
}

/** The address of an `a=candidate:` line (field 5) or undefined for other lines. */
export function candidateAddress(line: string): string | undefined {
  if (!line.startsWith('a=candidate:')) return undefined;
  return line.split(' ')[4];
}

/** Whether an address is IPv4 loopback (127.0.0.0/8). */
export const isLoopback = (address: string) => /^127\.\d+\.\d+\.\d+$/.test(address);
