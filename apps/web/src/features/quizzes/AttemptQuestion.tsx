import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { fileUrl } from '../programs/programs.api';
import { AnswerInput } from './AnswerInput';

/** One question of a quiz attempt: its number, points, text and image, and the answer field for its mode. */
export function AttemptQuestion(props: ComponentProps<typeof AnswerInput>) {
  const { item, number } = props;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={`Question ${number}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Question {number}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.question.points} point{item.question.points === 1 ? '' : 's'}
        </Typography>
      </Stack>
      <RichTextView html={item.question.question} sx={{ my: 1 }} />
      {item.question.image && (
        <Box
          component="img"
          src={fileUrl(item.question.image)}
          alt={`Image of question ${number}`}
          sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, mb: 1, display: 'block' }}
        />
      )}
      <AnswerInput {...props} />
    </Paper>
  );
}
