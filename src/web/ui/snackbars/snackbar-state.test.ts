import { describe, expect, it } from 'vitest';
import {
  AUTO_HIDE_MS,
  autoHideAfter,
  createMessageId,
  snackbarReducer,
  type SnackbarMessage,
} from './snackbar-state.ts';

const message = (id: string, severity: SnackbarMessage['severity'] = 'info'): SnackbarMessage => ({
  id,
  text: `text ${id}`,
  severity,
});

describe('snackbarReducer', () => {
  it('stacks messages in the order they were shown (the newest last, nearest the corner)', () => {
    let state = snackbarReducer([], { type: 'show', message: message('a') });
    state = snackbarReducer(state, { type: 'show', message: message('b', 'error') });
    state = snackbarReducer(state, { type: 'show', message: message('c', 'success') });
    expect(state.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('closes one message and keeps the others in place', () => {
    const state = [message('a'), message('b'), message('c')];
    expect(snackbarReducer(state, { type: 'close', id: 'b' }).map((m) => m.id)).toEqual(['a', 'c']);
  });

  it('returns the same list when closing a message that is already gone', () => {
    const state = [message('a')];
    expect(snackbarReducer(state, { type: 'close', id: 'zzz' })).toBe(state);
  });
});

describe('autoHideAfter', () => {
  it('closes info, success and warning messages after 5000 ms', () => {
    expect(AUTO_HIDE_MS).toBe(5000);
    expect(autoHideAfter('info')).toBe(5000);
    expect(autoHideAfter('success')).toBe(5000);
    expect(autoHideAfter('warning')).toBe(5000);
  });

  it('keeps errors until they are closed', () => {
    expect(autoHideAfter('error')).toBeNull();
  });
});

describe('createMessageId', () => {
  it('never repeats within a page', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createMessageId()));
    expect(ids.size).toBe(1000);
  });
});
