import type { ReactNode } from 'react';
import styles from './Lobby.module.css';
import { SchoolIcon } from './lobbyIcons';

/** The lobby's page: the classroom's name as the page heading, then the content. */
export function LobbyFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.eyebrow}>
          <SchoolIcon size="1.25rem" />
          <h1>{title}</h1>
        </div>
        {children}
      </div>
    </div>
  );
}
