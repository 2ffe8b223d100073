import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../ui/Modal';
import { classroomShortcuts, helpShortcut, shortcutLabel } from './shortcuts';

const keyStyle = {
  display: 'inline-block',
  px: 0.75,
  py: 0.25,
  borderRadius: '6px',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
  fontFamily: 'inherit',
  fontSize: 13,
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;

/** "Keyboard shortcuts": what each classroom shortcut does, opened with `?` or from More (ADR 0077). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rows = [
    ...classroomShortcuts.map((s) => ({ keys: shortcutLabel(s.action), label: s.label })),
    { keys: helpShortcut.keys, label: helpShortcut.label },
  ];
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" closeOnBackdrop>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        They work anywhere in the classroom except while you are typing.
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.25, alignItems: 'center' }}
      >
        {rows.map((row) => (
          <Box key={row.keys} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ m: 0 }}>
              <Box component="kbd" sx={keyStyle}>
                {row.keys}
              </Box>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography variant="body2">{row.label}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Modal>
  );
}
