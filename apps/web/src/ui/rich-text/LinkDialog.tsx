import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** A URL the editor accepts for a link: http(s), mailto or tel, well formed. */
export function isValidLinkUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return false;
  try {
    const url = new URL(text);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return url.pathname.length > 0;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export interface LinkDialogProps {
  open: boolean;
  initialUrl?: string;
  onClose: () => void;
  onInsert: (url: string) => void;
}

/** The editor's link dialog (platform spec 2.7): Insert is enabled only for a valid URL. */
export function LinkDialog({ open, initialUrl = '', onClose, onInsert }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const valid = isValidLinkUrl(url);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Insert link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="URL"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && valid) {
              event.preventDefault();
              onInsert(url.trim());
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onInsert(url.trim())}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
