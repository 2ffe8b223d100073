import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { Modal } from '../../ui/Modal';

export interface ListEditorProps<T> {
  items: readonly T[];
  /** What one item is called: "testimonial", "FAQ" … */
  noun: string;
  summary: (item: T) => { primary: string; secondary?: string };
  /** The form of one item; `onDone(null)` cancels. */
  form: (props: { item: T | null; onDone: (item: T | null) => void; pending: boolean }) => ReactNode;
  /** Saves the whole list. */
  onSave: (items: T[]) => Promise<unknown>;
  pending: boolean;
}

/** Edits a list setting (testimonials, FAQs, the team): add, edit, reorder and delete; each change is saved. */
export function ListEditor<T>({ items, noun, summary, form, onSave, pending }: ListEditorProps<T>) {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const list = [...items];

  const handleDone = async (item: T | null) => {
    if (!item || !editing) return setEditing(null);
    const next = [...list];
    if (editing.index === null) next.push(item);
    else next[editing.index] = item;
    await onSave(next);
    setEditing(null);
  };
  const move = (index: number, by: number) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    void onSave(next);
  };

  return (
    <Stack spacing={1.5}>
      <Box>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({ index: null })}>
          Add {noun}
        </Button>
      </Box>
      {list.length === 0 && <Typography color="text.secondary">Nothing here yet.</Typography>}
      {list.map((item, index) => {
        const { primary, secondary } = summary(item);
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no id; their place is their identity
            key={index}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>{primary}</Typography>
              {secondary && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {secondary}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={0.5}>
              <IconButton
                aria-label={`Move ${primary} up`}
                disabled={index === 0 || pending}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardRounded />
              </IconButton>
              <IconButton
                aria-label={`Move ${primary} down`}
                disabled={index === list.length - 1 || pending}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardRounded />
              </IconButton>
              <IconButton aria-label={`Edit ${primary}`} onClick={() => setEditing({ index })}>
                <EditRounded />
              </IconButton>
              <ConfirmDeleteButton
                label={primary}
                title={`Delete this ${noun}?`}
                message={`“${primary}” will no longer show on the website.`}
                remove={() => onSave(list.filter((_, i) => i !== index))}
                onDeleted={() => undefined}
              />
            </Stack>
          </Paper>
        );
      })}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.index === null ? `Add ${noun}` : `Edit ${noun}`}
        maxWidth="md"
      >
        {editing &&
          form({ item: editing.index === null ? null : (list[editing.index] ?? null), onDone: handleDone, pending })}
      </Modal>
    </Stack>
  );
}
