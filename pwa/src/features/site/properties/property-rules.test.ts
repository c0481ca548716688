import { describe, expect, it } from 'vitest';
import { canConfirm, changeList, confirmWord, INITIAL_LIST, listQuery, pagerState } from './property-rules.js';

describe('the property dashboard rules', () => {
  it('starts on page 1 with 5 per page and every status', () => {
    expect(INITIAL_LIST).toEqual({ search: '', status: 'all', pageSize: 5, page: 1 });
    expect(listQuery(INITIAL_LIST)).toBe('limit=5&pageNumber=1');
  });

  it('sends the search only when it is not blank, and isActive only for a status', () => {
    expect(listQuery({ ...INITIAL_LIST, search: '   ' })).toBe('limit=5&pageNumber=1');
    expect(listQuery({ search: ' Ganga ', status: 'inactive', pageSize: 20, page: 3 })).toBe('limit=20&pageNumber=3&isActive=false&search=Ganga');
    expect(listQuery({ ...INITIAL_LIST, status: 'active' })).toBe('limit=5&pageNumber=1&isActive=true');
  });

  it('goes back to page 1 when the search, filter or page size changes', () => {
    const on4 = { ...INITIAL_LIST, page: 4 };
    expect(changeList(on4, { search: 'x' }).page).toBe(1);
    expect(changeList(on4, { status: 'active' }).page).toBe(1);
    expect(changeList(on4, { pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('disables Previous on page 1 or while loading, Next on an empty page or while loading', () => {
    expect(pagerState(1, 5, false)).toEqual({ previous: false, next: true });
    expect(pagerState(2, 5, true)).toEqual({ previous: false, next: false });
    expect(pagerState(3, 0, false)).toEqual({ previous: true, next: false });
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
