import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself in the document's head. */
export interface PageHead {
  title: string;
  description?: string;
}

/** Set while a page is prerendered: the page's title and description land in the HTML's head. */
export const PageHeadCollector = createContext<PageHead | null>(null);

const fullTitle = (title: string) => (title ? `${title} · Front Desk RM` : 'Front Desk RM');

/** Sets the tab's title for the screen ('Lobby · Front Desk RM') and, when given, the page's meta description. */
export function useDocumentTitle(title: string, description?: string): void {
  const collector = useContext(PageHeadCollector);
  if (collector) {
    collector.title = fullTitle(title);
    if (description) collector.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
