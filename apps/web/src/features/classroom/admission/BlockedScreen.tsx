import { PlainLinkButton } from '../../../ui/plain';
import { RoomNotice } from '../room/RoomNotice';
import type { BlockedView } from './lobbyRules';

/** A lobby that cannot go further: why, and where to go instead (classroom spec 2). */
export function BlockedScreen({ title, message, action }: BlockedView) {
  return (
    <RoomNotice tone="blocked" title={title} message={message}>
      <PlainLinkButton to={action.to} variant="contained" size="large" style={{ marginTop: 8 }}>
        {action.label}
      </PlainLinkButton>
    </RoomNotice>
  );
}
