import { type CSSProperties, useState } from 'react';
import styles from './PlainAvatar.module.css';

export interface PlainAvatarProps {
  /** The photo's address; without it (or when it fails to load) the name's first letter shows on grey. */
  src?: string | null;
  /** Whose avatar: its first letter is the fallback. */
  name: string;
  /** Width and height in px (40 by default, as MUI's Avatar) and the letter's size. */
  size?: number;
  fontSize?: number;
}

/** MUI's `<Avatar src alt="">` without MUI (ADR 0046): a round photo, or a letter when there is none. */
export function PlainAvatar({ src, name, size = 40, fontSize = 20 }: PlainAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const style: CSSProperties = { width: size, height: size, fontSize };
  return (
    <div className={showImage ? styles.avatar : `${styles.avatar} ${styles.letter}`} style={style}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          width={size}
          height={size}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        name.charAt(0)
      )}
    </div>
  );
}
