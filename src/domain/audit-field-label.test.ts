import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValueText, recordIdsIn } from './audit-field-label.ts';

const ANN = '0b6f3c1e-1111-4a5b-9c2d-000000000001';
const BO = '0b6f3c1e-1111-4a5b-9c2d-000000000002';
const GONE = '0b6f3c1e-1111-4a5b-9c2d-000000000003';
const names = new Map([
  [ANN, 'Ann Lee'],
  [BO, 'Bo Diaz'],
]);
const nameOf = (id: string) => names.get(id);

describe('auditFieldLabel', () => {
  it('names the fields the audit log showed as code', () => {
    expect(auditFieldLabel('certTypeId', nameOf)).toBe('Certificate type');
    expect(auditFieldLabel('createdById', nameOf)).toBe('Created by');
    expect(auditFieldLabel('instructorIds', nameOf)).toBe('Instructors');
    expect(auditFieldLabel('superRegionId', nameOf)).toBe('Super region');
    expect(auditFieldLabel('maxBaseTravelMinutes', nameOf)).toBe('Max base travel minutes');
    expect(auditFieldLabel('address.zipcode', nameOf)).toBe('Address › ZIP code');
    expect(auditFieldLabel('weeklyHours.Monday', nameOf)).toBe('Weekly hours › Monday');
  });

  it('replaces a record id inside a path by its name', () => {
    expect(auditFieldLabel(`exceptions.${ANN}.date`, nameOf)).toBe('Exceptions › Ann Lee › Date');
    expect(auditFieldLabel(`exceptions.${GONE}.note`, nameOf)).toBe(
      'Exceptions › a deleted record › Note',
    );
  });
});

describe('auditValueText', () => {
  it('shows ids and lists of ids as names, booleans as words', () => {
    expect(auditValueText(ANN, nameOf)).toBe('Ann Lee');
    expect(auditValueText(JSON.stringify([ANN, BO]), nameOf)).toBe('Ann Lee, Bo Diaz');
    expect(auditValueText(JSON.stringify([]), nameOf)).toBe('none');
    expect(auditValueText(GONE, nameOf)).toBe('a deleted record');
    expect(auditValueText('true', nameOf)).toBe('Yes');
    expect(auditValueText('false', nameOf)).toBe('No');
  });

  it('shows roles in words', () => {
    expect(auditValueText('SyncCheckAdmin,Trainee', nameOf, 'roles')).toBe(
      'Sync Check Admin, Trainee',
    );
    expect(auditValueText('', nameOf, 'roles')).toBe('none');
    expect(auditValueText('Instructor,Trainee', nameOf, 'role')).toBe('Instructor, Trainee');
  });

  it('leaves other values as they are', () => {
    expect(auditValueText(null, nameOf)).toBeNull();
    expect(auditValueText('Ford Transit', nameOf)).toBe('Ford Transit');
    expect(auditValueText('[not json', nameOf)).toBe('[not json');
    expect(auditValueText('2026-03-08T10:00:00.000Z', nameOf)).toBe('2026-03-08T10:00:00.000Z');
  });

  it('names user ids (not UUIDs) of id fields, and keeps outside codes', () => {
    const withUser = (id: string) => (id === 'usr_8Hq2' ? 'Dana Whitaker' : nameOf(id));
    expect(auditValueText('usr_8Hq2', withUser, 'createdById')).toBe('Dana Whitaker');
    expect(auditValueText('CA', withUser, 'usStateId')).toBe('CA');
    expect(auditValueText(JSON.stringify([ANN, 'usr_8Hq2']), withUser, 'instructorIds')).toBe(
      'Ann Lee, Dana Whitaker',
    );
  });

  it('finds every id a change mentions', () => {
    expect(recordIdsIn(`exceptions.${ANN}.date`, '2026-01-01', null)).toEqual([ANN]);
    expect(recordIdsIn('instructorIds', JSON.stringify([ANN, BO]), '[]')).toEqual([ANN, BO]);
    expect(recordIdsIn('createdById', 'usr_8Hq2', null)).toEqual(['usr_8Hq2']);
    expect(recordIdsIn('name', 'Ann', 'Anna')).toEqual([]);
  });
});
