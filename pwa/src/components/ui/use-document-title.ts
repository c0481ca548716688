import { useEffect } from 'react';

/** Sets the tab's title for the screen: 'Lobby · Front Desk RM'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Front Desk RM` : 'Front Desk RM';
  }, [title]);
}
