/**
 * The emoji picker's set: emoji children use most, drawn with Twemoji pictures the app serves itself (no other
 * host, ADR 0033). Inserted into a message as the emoji characters.
 */

import e57 from '@twemoji/svg/1f3a8.svg';
import e49 from '@twemoji/svg/1f3af.svg';
import e58 from '@twemoji/svg/1f3b5.svg';
import e60 from '@twemoji/svg/1f3c0.svg';
import e47 from '@twemoji/svg/1f3c6.svg';
import e76 from '@twemoji/svg/1f4a1.svg';
import e33 from '@twemoji/svg/1f4aa.svg';
import e79 from '@twemoji/svg/1f4ac.svg';
import e75 from '@twemoji/svg/1f4af.svg';
import e51 from '@twemoji/svg/1f4d6.svg';
import e50 from '@twemoji/svg/1f4da.svg';
import e53 from '@twemoji/svg/1f4dd.svg';
import e54 from '@twemoji/svg/1f9ee.svg';
import e56 from '@twemoji/svg/1f30d.svg';
import e41 from '@twemoji/svg/1f31f.svg';
import e68 from '@twemoji/svg/1f34e.svg';
import e64 from '@twemoji/svg/1f43c.svg';
import e30 from '@twemoji/svg/1f44b.svg';
import e26 from '@twemoji/svg/1f44d.svg';
import e27 from '@twemoji/svg/1f44e.svg';
import e28 from '@twemoji/svg/1f44f.svg';
import e38 from '@twemoji/svg/1f49a.svg';
import e39 from '@twemoji/svg/1f49b.svg';
import e55 from '@twemoji/svg/1f52c.svg';
import e9 from '@twemoji/svg/1f60a.svg';
import e14 from '@twemoji/svg/1f60b.svg';
import e12 from '@twemoji/svg/1f60d.svg';
import e15 from '@twemoji/svg/1f60e.svg';
import e23 from '@twemoji/svg/1f62d.svg';
import e20 from '@twemoji/svg/1f62e.svg';
import e29 from '@twemoji/svg/1f64c.svg';
import e32 from '@twemoji/svg/1f64f.svg';
import e35 from '@twemoji/svg/1f91d.svg';
import e19 from '@twemoji/svg/1f92d.svg';
import e66 from '@twemoji/svg/1f308.svg';
import e69 from '@twemoji/svg/1f355.svg';
import e70 from '@twemoji/svg/1f366.svg';
import e46 from '@twemoji/svg/1f381.svg';
import e45 from '@twemoji/svg/1f388.svg';
import e44 from '@twemoji/svg/1f389.svg';
import e62 from '@twemoji/svg/1f431.svg';
import e61 from '@twemoji/svg/1f436.svg';
import e78 from '@twemoji/svg/1f440.svg';
import e37 from '@twemoji/svg/1f499.svg';
import e43 from '@twemoji/svg/1f525.svg';
import e0 from '@twemoji/svg/1f600.svg';
import e3 from '@twemoji/svg/1f601.svg';
import e6 from '@twemoji/svg/1f602.svg';
import e1 from '@twemoji/svg/1f603.svg';
import e2 from '@twemoji/svg/1f604.svg';
import e5 from '@twemoji/svg/1f605.svg';
import e4 from '@twemoji/svg/1f606.svg';
import e10 from '@twemoji/svg/1f607.svg';
import e8 from '@twemoji/svg/1f609.svg';
import e24 from '@twemoji/svg/1f621.svg';
import e22 from '@twemoji/svg/1f622.svg';
import e21 from '@twemoji/svg/1f634.svg';
import e7 from '@twemoji/svg/1f642.svg';
import e77 from '@twemoji/svg/1f680.svg';
import e16 from '@twemoji/svg/1f913.svg';
import e17 from '@twemoji/svg/1f914.svg';
import e18 from '@twemoji/svg/1f917.svg';
import e13 from '@twemoji/svg/1f929.svg';
import e48 from '@twemoji/svg/1f947.svg';
import e11 from '@twemoji/svg/1f970.svg';
import e25 from '@twemoji/svg/1f973.svg';
import e63 from '@twemoji/svg/1f981.svg';
import e65 from '@twemoji/svg/1f984.svg';
import e40 from '@twemoji/svg/2b50.svg';
import e59 from '@twemoji/svg/26bd.svg';
import e31 from '@twemoji/svg/270b.svg';
import e34 from '@twemoji/svg/270d.svg';
import e52 from '@twemoji/svg/270f.svg';
import e72 from '@twemoji/svg/274c.svg';
import e67 from '@twemoji/svg/2600.svg';
import e71 from '@twemoji/svg/2705.svg';
import e42 from '@twemoji/svg/2728.svg';
import e73 from '@twemoji/svg/2753.svg';
import e74 from '@twemoji/svg/2757.svg';
import e36 from '@twemoji/svg/2764.svg';

/** Each emoji with its picture. */
export const pickerEmoji: readonly (readonly [char: string, src: string])[] = [
  ['😀', e0],
  ['😃', e1],
  ['😄', e2],
  ['😁', e3],
  ['😆', e4],
  ['😅', e5],
  ['😂', e6],
  ['🙂', e7],
  ['😉', e8],
  ['😊', e9],
  ['😇', e10],
  ['🥰', e11],
  ['😍', e12],
  ['🤩', e13],
  ['😋', e14],
  ['😎', e15],
  ['🤓', e16],
  ['🤔', e17],
  ['🤗', e18],
  ['🤭', e19],
  ['😮', e20],
  ['😴', e21],
  ['😢', e22],
  ['😭', e23],
  ['😡', e24],
  ['🥳', e25],
  ['👍', e26],
  ['👎', e27],
  ['👏', e28],
  ['🙌', e29],
  ['👋', e30],
  ['✋', e31],
  ['🙏', e32],
  ['💪', e33],
  ['✍️', e34],
  ['🤝', e35],
  ['❤️', e36],
  ['💙', e37],
  ['💚', e38],
  ['💛', e39],
  ['⭐', e40],
  ['🌟', e41],
  ['✨', e42],
  ['🔥', e43],
  ['🎉', e44],
  ['🎈', e45],
  ['🎁', e46],
  ['🏆', e47],
  ['🥇', e48],
  ['🎯', e49],
  ['📚', e50],
  ['📖', e51],
  ['✏️', e52],
  ['📝', e53],
  ['🧮', e54],
  ['🔬', e55],
  ['🌍', e56],
  ['🎨', e57],
  ['🎵', e58],
  ['⚽', e59],
  ['🏀', e60],
  ['🐶', e61],
  ['🐱', e62],
  ['🦁', e63],
  ['🐼', e64],
  ['🦄', e65],
  ['🌈', e66],
  ['☀️', e67],
  ['🍎', e68],
  ['🍕', e69],
  ['🍦', e70],
  ['✅', e71],
  ['❌', e72],
  ['❓', e73],
  ['❗', e74],
  ['💯', e75],
  ['💡', e76],
  ['🚀', e77],
  ['👀', e78],
  ['💬', e79],
];
