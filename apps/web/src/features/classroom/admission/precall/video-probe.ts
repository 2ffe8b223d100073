/**
 * The lobby's video-path check (ADR 0086, amended): a peer connection to our own server with the classroom's ICE
 * servers and one data channel, answered by the server's short-lived probe peer. Its selected candidate pair says
 * whether UDP gets through or only TURN over TCP/TLS. No other host is asked anything (the ICE servers are ours).
 */
import { type PathStats, type VideoPathVerdict, videoPathOf, videoPathProbe } from '@chalkline/contracts';
import { api } from '../../../../lib/api';
import { type CreatePeerConnection, gatheredDescription } from '../../media/transports';

/** Whether the connection is up within `ms`; false once it fails or the time is over. */
function connectedWithin(pc: RTCPeerConnection, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (up: boolean) => {
      clearTimeout(timer);
      pc.removeEventListener('connectionstatechange', changed);
      resolve(up);
    };
    const changed = () => {
      if (pc.connectionState === 'connected') settle(true);
      else if (pc.connectionState === 'failed' || pc.connectionState === 'closed') settle(false);
    };
    const timer = setTimeout(() => settle(false), ms);
    pc.addEventListener('connectionstatechange', changed);
    changed();
  });
}

/** Connects to the server's probe peer and answers which way the connection got through (or that it did not). */
export async function probeVideoPath(
  createPeerConnection: CreatePeerConnection = (config) => new RTCPeerConnection(config),
  timeoutMs: number = videoPathProbe.connectTimeoutMs,
): Promise<VideoPathVerdict> {
  const { iceServers } = (await api.get('/meet/video-probe')).data;
  const pc = createPeerConnection({ iceServers, bundlePolicy: 'max-bundle' });
  try {
    pc.createDataChannel('probe');
    await pc.setLocalDescription(await pc.createOffer());
    // No trickle ICE (M3): the offer goes once gathering is done, with every candidate in it.
    const { sdp } = await gatheredDescription(pc, 'offer');
    const answer = (await api.post('/meet/video-probe', { type: 'offer', sdp })).data;
    await pc.setRemoteDescription(answer);
    if (!(await connectedWithin(pc, timeoutMs))) return { path: 'failed' };
    const report = await pc.getStats();
    return videoPathOf([...report.values()] as PathStats[]);
  } finally {
    pc.close();
  }
}
