import type { ClassroomConnection } from '../connection/ClassroomConnection';
import type { MediaSession } from '../media/MediaSession';

/**
 * The Mic and Video toggles of the bar and of their shortcuts, one code path: through the media session when there
 * is one (it tells the connection), else the connection's own flags. Each reads the flag as it is now, so two
 * quick presses turn it off and on again.
 */
export function toggleMicrophone(connection: ClassroomConnection, media: MediaSession | null): void {
  const on = !connection.store.get().config.isAudioEnabled;
  if (media) void media.setAudioEnabled(on);
  else connection.setAudio(on);
}

export function toggleCamera(connection: ClassroomConnection, media: MediaSession | null): void {
  const on = !connection.store.get().config.isVideoEnabled;
  if (media) void media.setVideoEnabled(on);
  else connection.setVideo(on);
}
