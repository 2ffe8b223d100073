import { platform } from '@chalkline/contracts';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';

/** Writes text to the clipboard, falling back to a hidden textarea where the Clipboard API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export interface CopyButtonProps {
  text: string;
  label?: string;
  /** `icon` renders a compact icon button with a tooltip. */
  variant?: 'button' | 'icon';
  size?: ButtonProps['size'];
  onCopied?: () => void;
}

/** Copies `text`; shows "Copied" for `platform.copyConfirmationMs` (platform spec 2.6). */
export function CopyButton({ text, label = 'Copy', variant = 'button', size = 'small', onCopied }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = async () => {
    if (!(await copyText(text))) return;
    clearTimeout(timer.current);
    setCopied(true);
    onCopied?.();
    timer.current = setTimeout(() => setCopied(false), platform.copyConfirmationMs);
  };

  const icon = copied ? <CheckRounded fontSize="small" /> : <ContentCopyRounded fontSize="small" />;

  if (variant === 'icon') {
    return (
      <Tooltip title={copied ? 'Copied' : label}>
        <IconButton
          aria-label={copied ? 'Copied' : label}
          onClick={handleClick}
          size={size}
          color={copied ? 'success' : 'default'}
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={icon}
      color={copied ? 'success' : 'primary'}
      onClick={handleClick}
    >
      {copied ? 'Copied' : label}
    </Button>
  );
}
