import { type AttemptItem, messages, optionLetter, platform } from '@chalkline/contracts';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../../ui/toast';
import { fileUrl } from '../programs/programs.api';
import { uploadAnswerFile } from './quizzes.api';

/** What the student has given for one question. */
export interface GivenAnswer {
  option: number | null;
  text: string | null;
  image: string | null;
  document: string | null;
  documentName: string | null;
}

const imageTypes = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'];
const documentTypes = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];
const documentAccept = '.pdf,.txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

/** The file rules of platform spec 5.2: the accepted types, and 10 MB for anything but an image. */
export function checkAnswerFile(file: File, image: boolean): string | null {
  const types = image ? imageTypes : documentTypes;
  if (!types.includes(file.type)) return messages.uploadWrongType;
  if (!image && file.size > platform.maxNonImageUploadBytes) return messages.uploadTooLarge;
  return null;
}

/** The input for one question, by its answer mode. */
export function AnswerInput({
  item,
  number,
  answer,
  disabled,
  onAnswer,
  onTextBlur,
}: {
  item: AttemptItem;
  number: number;
  answer: GivenAnswer;
  disabled: boolean;
  onAnswer: (patch: Partial<GivenAnswer>) => void;
  onTextBlur: () => void;
}) {
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const mode = item.question.answerMode;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const image = mode === 'IMAGE';
    const problem = checkAnswerFile(file, image);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUploading(true);
    try {
      const key = await uploadAnswerFile(file, image);
      onAnswer(image ? { image: key } : { document: key, documentName: file.name });
      toast.success(image ? 'Image uploaded' : 'Document uploaded');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The file could not be uploaded');
    } finally {
      setUploading(false);
    }
  };

  if (mode === 'OPTION')
    return (
      <RadioGroup
        aria-label={`Answer to question ${number}`}
        value={answer.option === null ? '' : String(answer.option)}
        onChange={(e) => onAnswer({ option: Number(e.target.value) })}
      >
        {item.question.options.map((option, i) => (
          <FormControlLabel
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
            key={i}
            value={String(i)}
            disabled={disabled}
            control={<Radio />}
            label={
              <span>
                <strong>{optionLetter(i)}.</strong> {option}
              </span>
            }
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mx: 0, mb: 1, pr: 1 }}
          />
        ))}
      </RadioGroup>
    );
  if (mode === 'TEXT')
    return (
      <TextField
        multiline
        minRows={4}
        fullWidth
        label={`Your answer to question ${number}`}
        value={answer.text ?? ''}
        disabled={disabled}
        onChange={(e) => onAnswer({ text: e.target.value })}
        onBlur={onTextBlur}
      />
    );
  const image = mode === 'IMAGE';
  const given = image ? answer.image : answer.document;
  return (
    <Box>
      {given && image && (
        <Box
          component="img"
          src={fileUrl(given)}
          alt={`Your image answer to question ${number}`}
          sx={{ maxHeight: 200, maxWidth: '100%', borderRadius: 1, display: 'block', mb: 1 }}
        />
      )}
      {given && !image && (
        <Typography sx={{ mb: 1 }}>
          <AttachFileRounded fontSize="small" sx={{ verticalAlign: 'middle' }} /> {answer.documentName ?? 'Document'}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={image ? <ImageRounded /> : <AttachFileRounded />}
        onClick={() => picker.current?.click()}
        disabled={disabled || uploading}
      >
        {uploading ? 'Uploading…' : given ? 'Replace' : image ? 'Upload an image' : 'Upload a document'}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {image ? 'JPEG, PNG or GIF' : 'PDF, Word, Excel, PowerPoint or text, at most 10 MB'}
      </Typography>
      <input
        ref={picker}
        type="file"
        hidden
        aria-label={`${image ? 'Image' : 'Document'} answer to question ${number}`}
        accept={image ? imageTypes.join(',') : documentAccept}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
