import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

/** Saves a chat image (GET /api/download/file, as a blob) under a .jpg name; a failure is only logged. */
export async function downloadChatImage(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`download failed with ${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = `chat-image-${Date.now()}.jpg`;
    anchor.click();
    URL.revokeObjectURL(href);
  } catch (error) {
    console.error(error);
  }
}

/** An image in a chat message: opens full size in a new tab, with a download button. */
export function ChatImage({ url, extra, onLoad }: { url: string; extra: number; onLoad?: () => void }) {
  return (
    <Box sx={{ position: 'relative', mt: 0.5, borderRadius: '12px', overflow: 'hidden', maxWidth: 260 }}>
      <Box component="a" href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={url}
          alt="Shared image"
          onLoad={onLoad}
          sx={{ display: 'block', width: '100%', maxHeight: 240, objectFit: 'cover' }}
        />
      </Box>
      {extra > 0 && (
        <Box
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            px: 1,
            borderRadius: 99,
            fontSize: 13,
            fontWeight: 800,
            color: 'common.white',
            bgcolor: 'rgba(0,0,0,0.5)',
          }}
        >
          +{extra}
        </Box>
      )}
      <IconButton
        size="small"
        aria-label="Download image"
        onClick={() => void downloadChatImage(url)}
        sx={{
          position: 'absolute',
          right: 6,
          bottom: 6,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.45)',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
        }}
      >
        <DownloadRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
