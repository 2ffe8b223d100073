import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { imageUrl } from '../site/website.api';
import { uploadSitePhoto } from './websiteSettings.api';

/** A person's photo: shows the current one and uploads a new one to the folder on choice. */
export function PhotoField({
  value,
  onChange,
  folder,
  initials,
}: {
  value: string;
  onChange: (key: string) => void;
  folder: Parameters<typeof uploadSitePhoto>[1];
  initials: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadSitePhoto(file, folder));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar src={imageUrl(value) ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
        {initials}
      </Avatar>
      {/* A real button opening a hidden file input: a `<label role="button">` is not an allowed role (axe). */}
      <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? 'Uploading…' : value ? 'Change photo' : 'Add photo'}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/jpeg,image/png,image/gif"
        aria-label="Photo to upload"
        onChange={(e) => {
          void handleFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {value && (
        <Button size="small" color="inherit" onClick={() => onChange('')}>
          Remove photo
        </Button>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
