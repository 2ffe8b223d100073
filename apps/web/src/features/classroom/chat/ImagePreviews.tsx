import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return (
    <Box sx={{ position: 'relative', width: 64, height: 64, borderRadius: '8px', overflow: 'hidden', flexShrink: 0 }}>
      {url && (
        <Box component="img" src={url} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
      <IconButton
        size="small"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          p: 0.25,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.5)',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
        }}
      >
        <CloseRounded sx={{ fontSize: 14 }} />
      </IconButton>
    </Box>
  );
}

/** The images picked for the next message, each removable. */
export function ImagePreviews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  if (!files.length) return null;
  return (
    <Box aria-label="Images to send" sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}>
      {files.map((file, index) => (
        <Preview key={`${file.name}-${file.size}-${file.lastModified}`} file={file} onRemove={() => onRemove(index)} />
      ))}
    </Box>
  );
}
