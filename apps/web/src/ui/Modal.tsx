import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useId, useState } from 'react';

type Slot = ReactNode | ((close: () => void) => ReactNode);

export interface ModalProps {
  /** Opens the modal from outside; leave undefined to let `trigger` drive it. */
  open?: boolean;
  /** Called whenever the modal asks to close (close button, Escape, enabled backdrop, `close()` from a slot). */
  onClose?: () => void;
  /** An element that opens the modal when clicked; its own onClick still runs. */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  title?: ReactNode;
  children: Slot;
  actions?: Slot;
  /** Backdrop clicks close the modal only when this is set. */
  closeOnBackdrop?: boolean;
  /** Escape closes the modal unless this is false. */
  closeOnEscape?: boolean;
  hideCloseButton?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
}

/** A modal dialog opened from outside (`open`) or by its trigger element (platform spec 2.6). */
export function Modal({
  open,
  onClose,
  trigger,
  title,
  children,
  actions,
  closeOnBackdrop = false,
  closeOnEscape = true,
  hideCloseButton = false,
  maxWidth = 'sm',
  fullScreen = false,
}: ModalProps) {
  const [triggered, setTriggered] = useState(false);
  const titleId = useId();
  const isOpen = open ?? triggered;

  const close = () => {
    setTriggered(false);
    onClose?.();
  };

  const handleDialogClose: DialogProps['onClose'] = (_event, reason) => {
    if (reason === 'backdropClick' && !closeOnBackdrop) return;
    if (reason === 'escapeKeyDown' && !closeOnEscape) return;
    close();
  };

  const render = (slot: Slot) => (typeof slot === 'function' ? slot(close) : slot);

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event);
            setTriggered(true);
          },
        })}
      <Dialog
        open={isOpen}
        onClose={handleDialogClose}
        maxWidth={maxWidth}
        fullWidth
        fullScreen={fullScreen}
        aria-labelledby={title ? titleId : undefined}
      >
        {title && (
          <DialogTitle id={titleId} sx={{ pr: hideCloseButton ? 3 : 7 }}>
            {title}
          </DialogTitle>
        )}
        {!hideCloseButton && (
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseRounded />
          </IconButton>
        )}
        <DialogContent dividers={Boolean(title)}>{render(children)}</DialogContent>
        {actions && <DialogActions sx={{ px: 3, py: 2 }}>{render(actions)}</DialogActions>}
      </Dialog>
    </>
  );
}
