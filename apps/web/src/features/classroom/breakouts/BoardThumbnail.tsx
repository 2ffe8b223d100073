import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadWhiteboard } from '../whiteboard/boardsApi';

/** How often an open cockpit redraws a room's board. */
export const thumbnailRefreshMs = 5000;

export interface ThumbnailDeps {
  load: (roomId: string, whiteboardId: string) => Promise<string>;
  /** The board drawn small (a data URL), or null when empty; the Konva painter in the browser. */
  render: (state: string) => Promise<string | null>;
}

const browserDeps: ThumbnailDeps = {
  load: loadWhiteboard,
  render: async (state) => (await import('../whiteboard/boardThumbnail')).renderBoardThumbnail(state),
};

/**
 * A room's board at a glance in the host's cockpit (B11, B12): redrawn every few seconds while the cockpit is open, so
 * the host sees each room's work without visiting it.
 */
export function BoardThumbnail({
  roomId,
  whiteboardId,
  name,
  deps = browserDeps,
}: {
  /** The classroom's own chat room id (boards belong to the classroom). */
  roomId: string;
  whiteboardId: string;
  name: string;
  deps?: ThumbnailDeps;
}) {
  const [image, setImage] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const draw = async () => {
      try {
        const url = await deps.render(await deps.load(roomId, whiteboardId));
        if (live) setImage(url);
      } catch {
        // Kept as last drawn: the next round tries again.
      }
    };
    void draw();
    const timer = setInterval(() => void draw(), thumbnailRefreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [roomId, whiteboardId, deps]);
  if (image === undefined) return null;
  return image ? (
    <Box
      component="img"
      src={image}
      alt={`${name}’s whiteboard`}
      sx={{ width: 120, height: 120, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
    />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {`${name}’s whiteboard is still empty.`}
    </Typography>
  );
}
