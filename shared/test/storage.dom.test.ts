// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { browserStorage, getSession, STORAGE_KEYS } from '../src/auth/token-store.ts';

describe('browser storage', () => {
  it('reads and writes window.localStorage', () => {
    browserStorage().setItem(STORAGE_KEYS.zonaPredeterminada, 'caracas');
    expect(localStorage.getItem('zona-predeterminada')).toBe('caracas');
    browserStorage().removeItem(STORAGE_KEYS.zonaPredeterminada);
    expect(localStorage.getItem('zona-predeterminada')).toBeNull();
    expect(getSession()).toBeNull();
  });
});
