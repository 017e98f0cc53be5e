import { describe, expect, it } from 'vitest';
import { createAccount } from './create-account.ts';

const form = () => {
  const data = new FormData();
  data.set('name', 'Ana Ruiz');
  data.set('email', 'ana@example.com');
  data.set('password', 'a-long-password');
  return data;
};

describe('createAccount', () => {
  it('answers a problem for the form, not an error, when PUBLIC_URL cannot be reached', async () => {
    // Port 1 on the loopback refuses at once: a PUBLIC_URL naming the wrong port.
    const answer = await createAccount('http://127.0.0.1:1', form());
    expect(answer).toEqual({ problem: expect.stringContaining('could not be created') });
  });
});
