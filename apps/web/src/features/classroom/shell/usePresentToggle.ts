import { classroomTexts } from '@chalkline/contracts';
import { useToast } from '../../../ui/toast';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { useMedia, useMediaSession } from '../media/MediaContext';

/**
 * Present on or off (classroom spec 4): the media session captures the screen and shares it, or ends the
 * share. Pressed from the moment capture starts; the presenting flag itself follows 2 s after producing.
 */
export function usePresentToggle() {
  const connection = useConnection();
  const media = useMediaSession();
  const toast = useToast();
  const flag = useClassroom((s) => s.isPresenting);
  const sharing = useMedia((s) => s.screen !== 'idle');
  const presenting = media ? sharing : flag;
  const toggle = () => {
    if (media) return void media.toggleScreenShare();
    if (presenting) return connection.setPresenting(false);
    if (!navigator.mediaDevices?.getDisplayMedia) return toast.warning(classroomTexts.screenShareUnsupported);
    connection.setPresenting(true);
  };
  return { presenting, toggle };
}
