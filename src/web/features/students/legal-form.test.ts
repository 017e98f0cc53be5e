import { describe, expect, it } from 'vitest';
import { toLegalInput, type LegalFormValues } from './legal-form.ts';

const before: LegalFormValues = {
  observerApproved: false,
  privateApproved: true,
  contractStatus: 'NotSent',
  transferStatus: 'No',
  transferType: null,
};

describe('toLegalInput', () => {
  it('is null when nothing changed', () => {
    expect(toLegalInput('s1', before, { ...before })).toBeNull();
  });

  it('sends only the changed approvals and statuses', () => {
    expect(
      toLegalInput('s1', before, {
        ...before,
        observerApproved: true,
        privateApproved: false,
        contractStatus: 'Signed',
        transferStatus: 'YesMissingPaperwork',
        transferType: 'CarOnly',
      }),
    ).toEqual({
      id: 's1',
      observerApproved: true,
      privateApproved: false,
      contractStatus: 'Signed',
      transferStatus: 'YesMissingPaperwork',
      transferType: 'CarOnly',
    });
  });

  it('never sends null, which the server would read as "leave it"', () => {
    expect(toLegalInput('s1', { ...before, transferType: 'Both' }, before)).toBeNull();
  });
});
