import { describe, expect, it } from 'vitest';
import { isSlackChannelId } from './slack-channel-id.ts';

describe('isSlackChannelId', () => {
  it('accepts public and private channel ids', () => {
    expect(isSlackChannelId('C024BE91L')).toBe(true);
    expect(isSlackChannelId('G0123456789A')).toBe(true);
  });

  it('refuses channel names, user ids, lower case and wrong lengths', () => {
    for (const value of ['#general', 'U024BE7LH', 'c024be91l', 'C0123', 'C0123456789AB', ''])
      expect(isSlackChannelId(value)).toBe(false);
  });
});
