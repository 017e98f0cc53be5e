import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printable, renderCertificatePdf } from './certificate-pdf.ts';

describe('printable', () => {
  it('keeps what the standard font draws and drops marks it cannot', () => {
    expect(printable('Zoë Ångström')).toBe('Zoë Ångström');
    expect(printable('Dvořák')).toBe('Dvorák');
    expect(printable('Łukasz 李')).toBe('?ukasz ?');
  });
});

describe('renderCertificatePdf', () => {
  it('draws one titled page, whatever the letters of the name', async () => {
    const bytes = await renderCertificatePdf({
      id: '00000000-0000-4000-8000-000000000001',
      issuedAt: new Date('2026-11-21T18:00:00Z'),
      createdById: null,
      createdByName: 'Marcus Bell',
      issuedTo: '00000000-0000-4000-8000-000000000002',
      certTypeId: '00000000-0000-4000-8000-000000000003',
      number: 100000,
      certNumber: 'DE-100000',
      usStateId: 'TX',
      shippingSpeed: null,
      idempotencyKey: null,
      finalExamPercent: 84,
      finalExamAttemptId: null,
      studentName: 'Zoë Łukasz Rivera',
      studentDob: '2009-04-02',
      certTypeLabel: 'Driver Education',
      shippingStatus: null,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate DE-100000');
  });
});
