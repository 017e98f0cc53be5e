// Use cases on vehicles: add or change one (putVehicle), remove one (deleteVehicle). Every write
// is audited in the "Vehicles" collection through the one audit mechanism.
import { z } from 'zod';
import { vehicleFields } from '../../../domain/vehicle-inputs.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { vehiclesRepository } from './vehicles.repository.ts';
import { vehicles, type VehicleRow } from './vehicles.tables.ts';

/** Path `Vehicles/<vehicle id>` in the audit log. */
export const vehiclesAudit = auditedEntity({
  collection: 'Vehicles',
  table: vehicles,
  id: vehicles.id,
  ignore: ['updatedAt', 'createdAt'],
});

// The field rules are shared with the back-office dialog (src/domain/vehicle-inputs.ts).
const putInput = z.object({ id: z.uuid('must be a vehicle id').nullish(), ...vehicleFields });

export type PutVehicleInput = z.input<typeof putInput>;

const CLASH_MESSAGES = {
  name: 'Another vehicle already has this name.',
  samsaraId: 'Another vehicle already has this telematics id.',
} as const;

export async function putVehicle(
  platform: Platform,
  viewer: Viewer,
  raw: PutVehicleInput,
): Promise<VehicleRow> {
  const parsed = putInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...values } = parsed.data;
  try {
    return await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      const instructors = new Set(
        (await vehiclesRepository.instructors(tx)).map((instructor) => instructor.id),
      );
      const unknown = values.instructorIds.findIndex((id) => !instructors.has(id));
      if (unknown >= 0) {
        throw validationError([
          { path: `input.instructorIds.${unknown}`, message: 'is not an instructor' },
        ]);
      }
      const clash = await vehiclesRepository.clash(tx, { id: id ?? null, ...values });
      if (clash)
        throw validationError([{ path: `input.${clash}`, message: CLASH_MESSAGES[clash] }]);
      if (!id) return audit.insert(vehiclesAudit, values);
      const changed = await audit.update(vehiclesAudit, id, { ...values, updatedAt: new Date() });
      if (!changed) throw notFound('Vehicle');
      return changed.after;
    });
  } catch (error) {
    // Two saves of the same name at once: the unique index decides, the loser hears why.
    if (postgresErrorCode(error) === '23505') {
      throw validationError([{ path: 'input.name', message: CLASH_MESSAGES.name }]);
    }
    throw error;
  }
}

export async function deleteVehicle(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!z.uuid().safeParse(id).success) throw notFound('Vehicle');
  return auditedTransaction(platform, actorFromViewer(viewer), async (_tx, audit) => {
    const removed = await audit.delete(vehiclesAudit, id);
    if (!removed) throw notFound('Vehicle');
    return { id };
  });
}
