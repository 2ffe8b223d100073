export { buttonClassName, PlainButton, PlainIconButton, PlainLinkButton } from './Button';
export { PlainContainer, skeleton, visuallyHidden } from './Container';
export * from './icons';
export { PlainAvatar, type PlainAvatarProps } from './PlainAvatar';
export { PlainChip, type PlainChipProps } from './PlainChip';
export { PlainIcon, type PlainIconProps } from './PlainIcon';
export { PlainPager, type PlainPagerProps } from './PlainPager';
export { PlainRichText } from './PlainRichText';
