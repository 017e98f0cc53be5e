// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from './snackbar-provider.tsx';
import type { SnackbarApi } from './snackbar-context.ts';
import { useSnackbar } from './use-snackbar.ts';

let api: SnackbarApi;

function Capture() {
  api = useSnackbar();
  return null;
}

function renderProvider() {
  render(
    <SnackbarProvider>
      <Capture />
    </SnackbarProvider>,
  );
}

const texts = () =>
  [...document.querySelectorAll('[data-testid="snackbars"] .MuiAlert-message')].map(
    (node) => node.textContent,
  );

beforeEach(() => {
  // Fake timers for setTimeout only: React's scheduler keeps its own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SnackbarProvider', () => {
  it('closes non-error messages after 5000 ms and keeps errors until closed', () => {
    renderProvider();
    act(() => {
      api.showMessage('Saved', 'success');
      api.showMessage('Heads up', 'warning');
      api.showMessage('Note', 'info');
      api.showMessage('Could not save', 'error');
    });
    expect(texts()).toEqual(['Saved', 'Heads up', 'Note', 'Could not save']);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(texts()).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(texts()).toEqual(['Could not save']);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(texts()).toEqual(['Could not save']);
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });

  it('gives every message a close button named "Close"', () => {
    renderProvider();
    act(() => {
      api.showMessage('First error', 'error');
      api.showMessage('Second', 'info');
    });
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(2);
    act(() => {
      fireEvent.click(buttons[0]!);
    });
    expect(texts()).toEqual(['Second']);
  });

  it('stacks at the bottom-left, 2em from the edges, above dialogs', () => {
    renderProvider();
    act(() => void api.showMessage('Hello'));
    const stack = document.querySelector('[data-testid="snackbars"]')!;
    const style = getComputedStyle(stack);
    expect(style.position).toBe('fixed');
    // 2em at the default 16px font size.
    expect(style.bottom).toBe('32px');
    expect(style.left).toBe('32px');
    expect(style.zIndex).toBe('1400');
  });

  it('waits while the pointer is on a message', () => {
    renderProvider();
    act(() => void api.showMessage('Read me', 'info'));
    const alert = screen.getByRole('status');
    act(() => {
      fireEvent.mouseEnter(alert);
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(texts()).toEqual(['Read me']);
    act(() => {
      fireEvent.mouseLeave(alert);
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(texts()).toEqual([]);
  });

  it('reports a mutation: the success text, or the server message as an error', async () => {
    renderProvider();
    let ok: unknown;
    await act(async () => {
      ok = await api.reportMutation(Promise.resolve({ data: { id: 1 } }), { success: 'Saved' });
    });
    expect(ok).toEqual({ data: { id: 1 } });
    expect(texts()).toEqual(['Saved']);

    let failed: unknown = 'not set';
    await act(async () => {
      failed = await api.reportMutation(
        Promise.reject(
          Object.assign(new Error('combined'), {
            errors: [{ message: 'That email is already taken.' }],
          }),
        ),
        { success: 'Saved' },
      );
    });
    expect(failed).toBeNull();
    expect(texts()).toEqual(['Saved', 'That email is already taken.']);
    expect(screen.getByRole('alert').textContent).toContain('That email is already taken.');

    await act(async () => {
      await api.reportMutation(Promise.resolve({ data: null, error: new Error('Not allowed.') }));
    });
    expect(texts()).toEqual(['Saved', 'That email is already taken.', 'Not allowed.']);
  });

  it('tells a screen outside the provider what is missing', () => {
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Capture />)).toThrow(/SnackbarProvider/);
    } finally {
      console.error = original;
    }
  });
});
