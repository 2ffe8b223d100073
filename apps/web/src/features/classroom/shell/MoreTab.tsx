import { lockTexts, lowBandwidthTexts } from '@chalkline/contracts';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../ui/CopyButton';
import { Emoji } from '../../../ui/Emoji';
import { BreakoutsSection } from '../breakouts/BreakoutsSection';
import { useClassroom } from '../connection/ClassroomContext';
import { emojiFontFamily } from '../emojiFont';
import { LocksSection } from '../locks/LocksSection';
import { LowBandwidthSection } from '../low-bandwidth/LowBandwidthSection';
import { DeviceSettings } from '../media/DeviceSettings';
import { useMediaSession } from '../media/MediaContext';
import { PollsSection } from '../polls/PollsSection';

const tips: [string, string][] = [
  ['✋', 'Raise your hand when you want to ask something.'],
  ['😍', 'Send a reaction to cheer or say how you feel.'],
  ['💬', 'Use the chat to share a message or a picture.'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, borderRadius: '18px', border: 1, borderColor: 'divider', display: 'grid', gap: 1.25 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface MoreTabProps {
  onOpenWhiteboards: () => void;
  /** Opens the keyboard shortcuts' help (ADR 0077). */
  onOpenShortcuts?: () => void;
}

/**
 * The side panel's More: the classroom link, camera and microphone, whiteboards, the keyboard shortcuts and a few
 * friendly tips.
 */
export function MoreTab({ onOpenWhiteboards, onOpenShortcuts }: MoreTabProps) {
  const media = useMediaSession();
  const isHost = useClassroom((s) => s.you?.isHost ?? false);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start', overflow: 'auto' }}>
      <Section title="Classroom link">
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {window.location.href}
        </Typography>
        <Box>
          <CopyButton text={window.location.href} label="Copy link" />
        </Box>
      </Section>
      {media && (
        <Section title="Camera and microphone">
          <DeviceSettings />
        </Section>
      )}
      {media && (
        <Section title={lowBandwidthTexts.title}>
          <LowBandwidthSection />
        </Section>
      )}
      <Section title="Whiteboards">
        <Typography variant="body2" color="text.secondary">
          Draw and solve problems together on a shared board.
        </Typography>
        <Box>
          <Button variant="outlined" size="small" startIcon={<DashboardRounded />} onClick={onOpenWhiteboards}>
            Open whiteboards
          </Button>
        </Box>
      </Section>
      {onOpenShortcuts && (
        <Section title="Keyboard">
          <Typography variant="body2" color="text.secondary">
            Turn your microphone and camera on or off, raise your hand, open the chat or leave with the keyboard.
          </Typography>
          <Box>
            <Button variant="outlined" size="small" startIcon={<KeyboardRounded />} onClick={onOpenShortcuts}>
              Keyboard shortcuts
            </Button>
          </Box>
        </Section>
      )}
      <Section title={lockTexts.title}>
        <LocksSection />
      </Section>
      {isHost && (
        <Section title="Breakout rooms">
          <BreakoutsSection />
        </Section>
      )}
      {isHost && (
        <Section title="Polls">
          <PollsSection />
        </Section>
      )}
      <Section title="Good to know">
        {tips.map(([emoji, text]) => (
          <Box key={emoji} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
            <Box component="span" aria-hidden sx={{ fontSize: 22, fontFamily: emojiFontFamily }}>
              <Emoji char={emoji} />
            </Box>
            <Typography variant="body2">{text}</Typography>
          </Box>
        ))}
      </Section>
    </Box>
  );
}
