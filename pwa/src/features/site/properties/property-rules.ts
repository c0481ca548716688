/** The property dashboard's rules (docs/rules.md §14, §15, §17, §18, §19), pure so they are tested apart from the screen. */
import { DEFAULT_PROPERTY_PAGE_SIZE, FIRST_PROPERTY_PAGE, type PropertyListQueryInput, type PropertyPageSize } from '@front-desk-rm/engine/domain';

export type StatusFilter = 'all' | 'active' | 'inactive';

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Properties' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export interface ListState {
  search: string;
  status: StatusFilter;
  pageSize: PropertyPageSize;
  page: number;
}

export const INITIAL_LIST: ListState = { search: '', status: 'all', pageSize: DEFAULT_PROPERTY_PAGE_SIZE, page: FIRST_PROPERTY_PAGE };

/** Changing the search, the filter or the page size starts again at page 1. */
export function changeList(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: FIRST_PROPERTY_PAGE };
}

/** The list query: search only when not blank, isActive left out for All Properties. */
export function listQuery(state: ListState): PropertyListQueryInput {
  const search = state.search.trim();
  return {
    limit: state.pageSize,
    pageNumber: state.page,
    ...(state.status !== 'all' ? { isActive: String(state.status === 'active') } : {}),
    ...(search ? { search } : {}),
  };
}

/** Previous: not on page 1 nor while loading. Next: not when this page is empty nor while loading. */
/**
 * Previous off on page 1; Next off on the last page: a page shorter than the page
 * size is the last, and so is the page that reaches the count of properties that
 * match when it is known (every status, or one, with no search: the list's counts
 * say). Both off while a page loads.
 */
export function pagerState(
  list: ListState,
  shown: number,
  loading: boolean,
  counts: { totalProperty: number; active: number; inActive: number } | null,
): { previous: boolean; next: boolean } {
  const matching =
    counts === null || list.search.trim() !== ''
      ? null
      : list.status === 'all'
        ? counts.totalProperty
        : list.status === 'active'
          ? counts.active
          : counts.inActive;
  const more = shown >= list.pageSize && (matching === null || list.page * list.pageSize < matching);
  return { previous: list.page > FIRST_PROPERTY_PAGE && !loading, next: more && !loading };
}

/** The word to type: 'deactivate' for an active property, 'activate' for an inactive one. */
export function confirmWord(isActive: boolean): 'deactivate' | 'activate' {
  return isActive ? 'deactivate' : 'activate';
}

/** The confirm button works only once the typed text is exactly the word, and not while the call runs. */
export function canConfirm(typed: string, isActive: boolean, busy: boolean): boolean {
  return !busy && typed === confirmWord(isActive);
}

export const STATUS_MESSAGES = { updated: 'Property status updated successfully', failed: 'Error updating property status' } as const;
