// The printable certificate as plain HTTP (GraphQL carries no files):
//   GET /api/certificates/:id/pdf
// Authorised like the `certificates` query: staff who read certificates get any, a student only
// their own (401 signed out, 403 anyone else, without saying whether the id exists).
import { Router, type Response } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError, type ErrorCode } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { readCertificateAs } from './certificates.service.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

function sendError(res: Response, error: AppError): void {
  res
    .status(STATUS[error.code] ?? 400)
    .json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
}

export function certificatesRouter(platform: Platform): Router {
  const router = Router();
  router.get('/:id/pdf', async (req, res, next) => {
    try {
      const viewer = await platform.auth.getViewer(fromNodeHeaders(req.headers));
      if (!viewer) throw new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
      const certificate = await readCertificateAs(platform.db.db, viewer, String(req.params['id']));
      const bytes = await renderCertificatePdf(certificate);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="certificate-${certificate.certNumber.replace(/[^\w.-]/g, '_')}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.status(200).send(Buffer.from(bytes));
    } catch (error) {
      if (error instanceof AppError) sendError(res, error);
      else next(error);
    }
  });
  return router;
}
