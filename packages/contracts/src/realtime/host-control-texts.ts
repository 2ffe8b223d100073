/**
 * The zod-free half of the host controls and low-bandwidth mode (issue 34, ADR 0081): texts and the automatic
 * mode's thresholds. The classroom's call screen loads this without the schema library; the schemas are in
 * `host-controls.ts`.
 */

/** The texts of the host controls: the buttons' names, the refusals and what everyone is told. */
export const hostControlTexts = {
  /** What a student who sends a host's event is told (the dispatcher's refusal). */
  onlyHosts: {
    muteAll: 'Only a tutor or an admin may mute everyone',
    lowerHands: 'Only a tutor or an admin may lower every hand',
    removeMessage: 'Only a tutor or an admin may remove a chat message',
    spotlight: 'Only a tutor or an admin may spotlight someone',
  },
  muteAll: 'Mute everyone',
  lowerHands: 'Lower every hand',
  removeMessage: 'Remove message',
  spotlight: 'Spotlight for everyone',
  clearSpotlight: 'Stop spotlight',
  /** What a muted student is told (alert `muted_by_host`): why, and that they may unmute (unless locked). */
  mutedByHost: 'Your tutor muted everyone. You can unmute when you want to speak.',
  mutedByHostLocked: 'Your tutor muted everyone.',
  handsLowered: 'Your tutor lowered every hand.',
  messageRemoved: 'A message was removed by your tutor.',
  messageNotFound: 'That message is not in this classroom’s chat',
  personNotFound: 'That person is not in this classroom',
  spotlightOn: (name: string) => `${name} is in the spotlight for everyone.`,
  spotlightOff: 'The spotlight is off.',
  /** Who did what, as the host sees it in the ack's summary. */
  mutedCount: (n: number) => (n === 1 ? 'Muted 1 person.' : `Muted ${n} people.`),
  loweredCount: (n: number) => (n === 1 ? 'Lowered 1 hand.' : `Lowered ${n} hands.`),
} as const;

/** How a person receives others' cameras: everything, the server's choice on a weak network, or none. */
export const incomingVideoModes = ['on', 'automatic', 'off'] as const;
export type IncomingVideoMode = (typeof incomingVideoModes)[number];

/** The texts of low-bandwidth mode. */
export const lowBandwidthTexts = {
  title: 'Low-bandwidth mode',
  help: 'Turn off other people’s cameras to save data. You keep hearing everyone, and screen shares and the board keep going.',
  modes: {
    on: 'Show cameras',
    automatic: 'Automatic',
    off: 'Audio only (no cameras)',
  },
  /** The visible state and what the live region says when it changes. */
  states: {
    full: 'Cameras are on.',
    lowLayers: 'Your connection is weak: cameras are shown in lower quality.',
    audioOnly: 'Your connection is weak: cameras are paused to keep the sound clear.',
    off: 'Cameras are off to save data. Sound, screen shares and the board keep going.',
  },
} as const;

/** What the client does about others' cameras now: all layers, the lowest layers, or none. */
export type IncomingVideoState = keyof typeof lowBandwidthTexts.states;

/**
 * Automatic mode's thresholds (ADR 0081), read every `sampleMs` from the receive connection's `getStats()`. A
 * level is entered after `badSamples` bad readings in a row and left after `goodSamples` good ones, so one burst
 * never flaps the picture.
 */
export const automaticVideo = {
  sampleMs: 2000,
  /** Below this estimated downlink (kbit/s), or above this loss, move down to the lowest simulcast layers. */
  lowLayersBelowKbps: 600,
  lowLayersAboveLoss: 0.05,
  /** Below this, or above this loss, others' cameras stop (audio only). */
  audioOnlyBelowKbps: 250,
  audioOnlyAboveLoss: 0.15,
  badSamples: 3,
  goodSamples: 5,
} as const;
