// Demo certificate types (a Texas and a California range) and one certificate already issued to
// the demo student, so the Certificates tab, the back-office page and the portal show a row.
import { eq } from 'drizzle-orm';
import { formatCertificateNumber } from '../../../domain/certificates/certificate-number.ts';
import type { Executor } from '../../db/client.ts';
import { certificates, certificateTypes } from './certificates.tables.ts';

export const DEMO_CERTIFICATE_TYPES = [
  { label: 'Driver Education', prefix: 'DE-', valMin: 100000, valMax: 199999, usStateId: 'TX' },
  { label: 'Driver Education', prefix: 'CA-', valMin: 1, valMax: 999999, usStateId: 'CA' },
] as const;

export async function seedDemoCertificates(
  db: Executor,
  student: { id: string } | undefined,
  author: { id: string | null; name: string },
): Promise<void> {
  const [texas] = await db
    .insert(certificateTypes)
    .values(DEMO_CERTIFICATE_TYPES.map((type) => ({ ...type })))
    .returning();
  if (!student || !texas) return;
  const number = texas.valMin;
  await db
    .update(certificateTypes)
    .set({ lastIssued: number })
    .where(eq(certificateTypes.id, texas.id));
  await db.insert(certificates).values({
    createdById: author.id,
    createdByName: author.name,
    issuedTo: student.id,
    certTypeId: texas.id,
    number,
    certNumber: formatCertificateNumber(texas.prefix, number, texas.valMax),
    usStateId: texas.usStateId,
  });
}
