import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { imageUrl } from '../site/website.api';
import { uploadSitePhoto } from './websiteSettings.api';

const most = 12;

/** The about page's pictures (its image carousel): add several, remove any; saved with the page. */
export function PhotosField({ value, onChange }: { value: string[]; onChange: (keys: string[]) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const handleFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const keys: string[] = [];
      for (const file of [...files].slice(0, most - value.length)) keys.push(await uploadSitePhoto(file, 'team'));
      onChange([...value, ...keys]);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Pictures (shown one after another, every 2 seconds)
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {value.map((key, index) => (
          <Box key={key} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={imageUrl(key) ?? ''}
              alt={`Picture ${index + 1}`}
              sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={`Remove picture ${index + 1}`}
              onClick={() => onChange(value.filter((k) => k !== key))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.85)' }}
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {value.length < most && (
          // A real button opening a hidden file input: a `<label role="button">` is not an allowed role (axe).
          <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? 'Uploading…' : 'Add pictures'}
          </Button>
        )}
        <input
          ref={input}
          hidden
          multiple
          type="file"
          accept="image/jpeg,image/png,image/gif"
          aria-label="Pictures to add"
          onChange={(e) => {
            void handleFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
