// The only code that touches state_configs and state_meeting_points.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  stateConfigs,
  stateMeetingPoints,
  type StateConfigRow,
  type StateMeetingPointRow,
} from './state-configs.tables.ts';

export type StateConfigValues = Omit<StateConfigRow, 'id' | 'createdAt' | 'updatedAt'>;
export type MeetingPointValues = Omit<StateMeetingPointRow, 'id' | 'createdAt' | 'updatedAt'>;

export const stateConfigsRepository = {
  async list(db: Executor): Promise<StateConfigRow[]> {
    return db.select().from(stateConfigs).orderBy(asc(stateConfigs.state));
  },

  async find(db: Executor, id: string): Promise<StateConfigRow | undefined> {
    const [row] = await db.select().from(stateConfigs).where(eq(stateConfigs.id, id));
    return row;
  },

  async findByState(db: Executor, state: string): Promise<StateConfigRow | undefined> {
    const [row] = await db.select().from(stateConfigs).where(eq(stateConfigs.state, state));
    return row;
  },

  /** Inserts unless the state already has a config; undefined then (the unique key decides). */
  async insert(db: Executor, values: StateConfigValues): Promise<string | undefined> {
    const [row] = await db
      .insert(stateConfigs)
      .values(values)
      .onConflictDoNothing({ target: stateConfigs.state })
      .returning({ id: stateConfigs.id });
    return row?.id;
  },

  async update(db: Executor, id: string, patch: Partial<StateConfigValues>): Promise<boolean> {
    const rows = await db
      .update(stateConfigs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(stateConfigs.id, id))
      .returning({ id: stateConfigs.id });
    return rows.length > 0;
  },
};

export const meetingPointsRepository = {
  async listByState(db: Executor, state: string): Promise<StateMeetingPointRow[]> {
    return db
      .select()
      .from(stateMeetingPoints)
      .where(eq(stateMeetingPoints.state, state))
      .orderBy(asc(stateMeetingPoints.label), asc(stateMeetingPoints.id));
  },

  async find(db: Executor, id: string): Promise<StateMeetingPointRow | undefined> {
    const [row] = await db.select().from(stateMeetingPoints).where(eq(stateMeetingPoints.id, id));
    return row;
  },

  async insert(db: Executor, values: MeetingPointValues): Promise<string> {
    const [row] = await db
      .insert(stateMeetingPoints)
      .values(values)
      .returning({ id: stateMeetingPoints.id });
    return row!.id;
  },

  async update(db: Executor, id: string, patch: Partial<MeetingPointValues>): Promise<boolean> {
    const rows = await db
      .update(stateMeetingPoints)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(stateMeetingPoints.id, id))
      .returning({ id: stateMeetingPoints.id });
    return rows.length > 0;
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(stateMeetingPoints)
      .where(eq(stateMeetingPoints.id, id))
      .returning({ id: stateMeetingPoints.id });
    return rows.length > 0;
  },
};
