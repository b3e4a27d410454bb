import { useEffect } from 'react';

export const APP_NAME = 'Voyance IA';

/** Each screen names itself in the tab title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} – ${APP_NAME}` : previous;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
