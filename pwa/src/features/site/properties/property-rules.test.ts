import { describe, expect, it } from 'vitest';
import { canConfirm, changeList, confirmWord, INITIAL_LIST, listQuery, pagerState } from './property-rules.js';

describe('the property dashboard rules', () => {
  it('starts on page 1 with 5 per page and every status', () => {
    expect(INITIAL_LIST).toEqual({ search: '', status: 'all', pageSize: 5, page: 1 });
    expect(listQuery(INITIAL_LIST)).toEqual({ limit: 5, pageNumber: 1 });
  });

  it('sends the search only when it is not blank, and isActive only for a status', () => {
    expect(listQuery({ ...INITIAL_LIST, search: '   ' })).toEqual({ limit: 5, pageNumber: 1 });
    expect(listQuery({ search: ' Ganga ', status: 'inactive', pageSize: 20, page: 3 })).toEqual({
      limit: 20,
      pageNumber: 3,
      isActive: 'false',
      search: 'Ganga',
    });
    expect(listQuery({ ...INITIAL_LIST, status: 'active' })).toEqual({ limit: 5, pageNumber: 1, isActive: 'true' });
  });

  it('goes back to page 1 when the search, filter or page size changes', () => {
    const on4 = { ...INITIAL_LIST, page: 4 };
    expect(changeList(on4, { search: 'x' }).page).toBe(1);
    expect(changeList(on4, { status: 'active' }).page).toBe(1);
    expect(changeList(on4, { pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('disables Previous on page 1 or while loading, Next on the last page or while loading', () => {
    const counts = { totalProperty: 12, active: 7, inActive: 5 };
    const at = (page: number, more: Partial<typeof INITIAL_LIST> = {}) => ({ ...INITIAL_LIST, page, ...more });
    expect(pagerState(at(1), 5, false, counts)).toEqual({ previous: false, next: true });
    expect(pagerState(at(2), 5, true, counts)).toEqual({ previous: false, next: false });
    // A short page is the last: 12 properties, 5 a page, page 3 shows 2.
    expect(pagerState(at(3), 2, false, counts)).toEqual({ previous: true, next: false });
    expect(pagerState(at(3), 0, false, counts)).toEqual({ previous: true, next: false });
    // A full page that reaches the count is the last too: 5 inactive, 5 a page.
    expect(pagerState(at(1, { status: 'inactive' }), 5, false, counts)).toEqual({ previous: false, next: false });
    expect(pagerState(at(1, { status: 'active' }), 5, false, counts)).toEqual({ previous: false, next: true });
    // A search's matches are not counted: a full page may have more after it.
    expect(pagerState(at(1, { search: 'Lake', status: 'inactive' }), 5, false, counts)).toEqual({ previous: false, next: true });
    expect(pagerState(at(1), 5, false, null)).toEqual({ previous: false, next: true });
  });

  it('asks for the opposite word of the current status, typed exactly, and not while busy', () => {
    expect(confirmWord(true)).toBe('deactivate');
    expect(confirmWord(false)).toBe('activate');
    expect(canConfirm('deactivate', true, false)).toBe(true);
    expect(canConfirm('Deactivate', true, false)).toBe(false);
    expect(canConfirm('activate', true, false)).toBe(false);
    expect(canConfirm('activate', false, true)).toBe(false);
  });
});
