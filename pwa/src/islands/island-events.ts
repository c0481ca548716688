/**
 * Said on an island's element once React has adopted it and finished that commit: `site-entry.ts` then plays back
 * what came early (a press, typed text, a hovering pointer). Its own module, so the site's entry carries nothing else.
 */
export const HYDRATED_EVENT = 'island-hydrated';
