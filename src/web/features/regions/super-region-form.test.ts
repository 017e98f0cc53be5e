import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUPER_REGION_FORM,
  superRegionFormProblems,
  superRegionFormValues,
  toCreateSuperRegionInput,
  toUpdateSuperRegionInput,
} from './super-region-form.ts';

describe('super region form', () => {
  it('checks name, state, https link and Slack channel id', () => {
    expect(
      superRegionFormProblems({
        ...EMPTY_SUPER_REGION_FORM,
        googleBusinessPageUrl: 'http://g.page/x',
        slackChannelId: '#bay',
      }),
    ).toEqual({
      name: 'is required',
      state: 'must be a US state',
      googleBusinessPageUrl: 'must be an https:// address',
      slackChannelId: 'must be a Slack channel id such as C024BE91L',
    });
  });

  it('leaves out empty optional fields on create and clears them on update', () => {
    const values = { ...EMPTY_SUPER_REGION_FORM, name: ' Bay ', state: 'CA' };
    expect(superRegionFormProblems(values)).toEqual({});
    expect(toCreateSuperRegionInput(values)).toEqual({ name: 'Bay', state: 'CA' });
    const region = {
      id: 's1',
      name: 'Bay',
      state: 'CA',
      googleBusinessPageUrl: 'https://g.page/bay',
      slackChannelId: 'C024BE91L',
    };
    expect(
      toUpdateSuperRegionInput(region, { ...superRegionFormValues(region), slackChannelId: '' }),
    ).toEqual({
      id: 's1',
      name: 'Bay',
      state: 'CA',
      googleBusinessPageUrl: 'https://g.page/bay',
      slackChannelId: '',
    });
  });
});
