// The audit report's downloads as plain HTTP (GraphQL carries no files), for staff with
// `seatTime.report` (401 signed out, 403 anyone else):
//   GET /api/seat-time-reports/enrollments/:id/pdf   one enrolment, PDF
//   GET /api/seat-time-reports/enrollments/:id/csv   one enrolment, CSV
//   GET /api/seat-time-reports/courses/:id/csv?from=YYYY-MM-DD&to=YYYY-MM-DD
//                                                    a course and a date range, CSV
import { Router, type NextFunction, type Request, type Response } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError, type ErrorCode } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { courseReportCsv, enrollmentReportCsv } from './seat-time-report-csv.ts';
import { renderSeatTimeReportPdf } from './seat-time-report-pdf.ts';
import { readCourseSeatTimeRecords, readSeatTimeReport } from './seat-time-report.service.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

function sendError(res: Response, error: AppError): void {
  res.status(STATUS[error.code] ?? 400).json({
    errors: [
      {
        message: error.message,
        extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
      },
    ],
  });
}

/** A file name of letters, digits, dots and dashes only. */
const fileName = (...parts: string[]) =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');

function send(res: Response, type: string, name: string, body: string | Uint8Array) {
  res.set({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  // The byte-order mark makes spreadsheet programs read the CSV as UTF-8 (names with accents).
  res.status(200).send(typeof body === 'string' ? `\uFEFF${body}` : Buffer.from(body));
}

export function seatTimeReportsRouter(platform: Platform): Router {
  const router = Router();
  const viewerOf = async (req: Request) => {
    const viewer = await platform.auth.getViewer(fromNodeHeaders(req.headers));
    if (!viewer) throw new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
    return viewer;
  };
  const handle =
    (work: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await work(req, res);
      } catch (error) {
        if (error instanceof AppError) sendError(res, error);
        else next(error);
      }
    };

  router.get(
    '/enrollments/:id/:format',
    handle(async (req, res) => {
      const format = String(req.params['format']);
      if (format !== 'pdf' && format !== 'csv') {
        res.status(404).end();
        return;
      }
      const viewer = await viewerOf(req);
      const report = await readSeatTimeReport(platform.db.db, viewer, String(req.params['id']));
      const name = fileName(
        'seat-time-report',
        report.studentName,
        report.enrollment.course.name,
        report.enrollment.today,
      );
      if (format === 'pdf') {
        send(res, 'application/pdf', `${name}.pdf`, await renderSeatTimeReportPdf(report));
      } else {
        send(res, 'text/csv; charset=utf-8', `${name}.csv`, enrollmentReportCsv(report));
      }
    }),
  );

  router.get(
    '/courses/:id/csv',
    handle(async (req, res) => {
      const viewer = await viewerOf(req);
      const from = typeof req.query['from'] === 'string' ? req.query['from'] : '';
      const to = typeof req.query['to'] === 'string' ? req.query['to'] : '';
      const { courseName, records } = await readCourseSeatTimeRecords(platform.db.db, viewer, {
        courseId: String(req.params['id']),
        from,
        to,
      });
      const name = fileName('seat-time-report', courseName, from, 'to', to);
      send(res, 'text/csv; charset=utf-8', `${name}.csv`, courseReportCsv(records, { from, to }));
    }),
  );
  return router;
}
