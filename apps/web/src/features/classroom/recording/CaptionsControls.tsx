import type { RecordingSummary } from '@chalkline/contracts';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useToast } from '../../../ui/toast';
import { removeCaptions, uploadCaptions } from './recordings.api';

/**
 * A host's captions for one recording (issue 35): upload a WebVTT file (`.vtt`), replace or remove it. The player
 * shows the captions as a track; the server checks the file is WebVTT.
 */
export function CaptionsControls({ item, onChanged }: { item: RecordingSummary; onChanged: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      toast.success((await work()).message);
      onChanged();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".vtt,text/vtt"
        hidden
        data-testid="captions-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(() => uploadCaptions(item.key, file));
        }}
      />
      <Button size="small" startIcon={<ClosedCaptionRounded />} disabled={busy} onClick={() => input.current?.click()}>
        {item.captionsUrl ? 'Replace captions' : 'Add captions'}
      </Button>
      {item.captionsUrl && (
        <Button size="small" disabled={busy} onClick={() => void run(() => removeCaptions(item.key))}>
          Remove captions
        </Button>
      )}
    </>
  );
}
