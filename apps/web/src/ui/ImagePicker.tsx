import { messages } from '@chalkline/contracts';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useEffect, useMemo, useState } from 'react';

/** Image types the picker takes (platform spec 5.3: jpeg, png, jpg and gif). */
export const pickerImageTypes = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'] as const;

export interface ImagePickerProps {
  /** Required: links the drop zone's label to its file input. */
  id?: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Several images at once; otherwise a new pick replaces the old. */
  multiple?: boolean;
  disabled?: boolean;
}

const fileIds = new WeakMap<File, number>();
let nextFileId = 1;
/** A stable key per picked file (names can repeat). */
const fileKey = (file: File): number => {
  const known = fileIds.get(file);
  if (known) return known;
  fileIds.set(file, nextFileId);
  return nextFileId++;
};

const isAccepted = (file: File) => (pickerImageTypes as readonly string[]).includes(file.type);

function Preview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box sx={{ position: 'relative', width: 120 }}>
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: '12px', display: 'block' }}
      />
      {confirming ? (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
            Remove this image?
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" color="error" onClick={onRemove} sx={{ px: 1, minWidth: 0 }}>
              Remove
            </Button>
            <Button size="small" onClick={() => setConfirming(false)} sx={{ px: 1, minWidth: 0 }}>
              Keep
            </Button>
          </Box>
        </Box>
      ) : (
        <IconButton
          aria-label={`Remove ${file.name}`}
          size="small"
          disabled={disabled}
          onClick={() => setConfirming(true)}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'rgba(0,0,0,0.55)',
            color: '#fff',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
          }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/**
 * Pick images by clicking or by drag and drop (platform spec 2.6, 2.7, 5.3), with a preview and a remove
 * control for each. Without an `id` it shows the developer message instead.
 */
export function ImagePicker({ id, files, onChange, multiple = false, disabled = false }: ImagePickerProps) {
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!id) return <Alert severity="warning">{messages.imagePickerWithoutId}</Alert>;

  const take = (picked: File[]) => {
    if (picked.length === 0) return;
    const accepted = picked.filter(isAccepted);
    setProblem(accepted.length < picked.length ? messages.uploadWrongType : null);
    if (accepted.length === 0) return;
    onChange(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  return (
    <Box>
      <input
        id={id}
        type="file"
        accept={pickerImageTypes.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={handleInput}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Box
        component="label"
        htmlFor={id}
        onDragOver={(event: DragEvent<HTMLLabelElement>) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 3,
          textAlign: 'center',
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: '14px',
          cursor: disabled ? 'default' : 'pointer',
          color: 'text.secondary',
          'input:focus-visible + &': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <AddPhotoAlternateRounded color="primary" />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {dragging ? 'Drop images here' : 'Click here to upload an image or drag and drop here'}
        </Typography>
      </Box>
      {problem && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          {files.map((file) => (
            <Preview
              key={fileKey(file)}
              file={file}
              disabled={disabled}
              onRemove={() => onChange(files.filter((other) => other !== file))}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
