import { classroomTexts } from '@chalkline/contracts';
import { useToast } from '../../../ui/toast';
import { useClassroom, useConnection } from '../connection/ClassroomContext';

/**
 * Present on or off. Screen capture arrives with media forwarding; for now this checks the browser can share
 * a screen (classroom spec 5) and sets the local presenting flag.
 */
export function usePresentToggle() {
  const connection = useConnection();
  const toast = useToast();
  const presenting = useClassroom((s) => s.isPresenting);
  const toggle = () => {
    if (presenting) return connection.setPresenting(false);
    if (!navigator.mediaDevices?.getDisplayMedia) return toast.warning(classroomTexts.screenShareUnsupported);
    connection.setPresenting(true);
  };
  return { presenting, toggle };
}
