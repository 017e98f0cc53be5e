// Who may write a coupon of each scope (DESIGN §3): course coupons belong to classroom staff,
// lesson and road-test coupons to regional staff; Admin writes all. The GraphQL permission
// `coupons.write` lets both in; the service then checks the scope with this rule, and the
// web offers only the scopes a role may write.
import type { StaffRole } from '../roles.ts';
import { COUPON_SCOPES, type CouponScope } from './coupon-types.ts';

const WRITER_OF: Record<CouponScope, StaffRole> = {
  course: 'ClassroomManager',
  lesson: 'RegionalManager',
  roadTest: 'RegionalManager',
};

export function canWriteCouponScope(roles: readonly StaffRole[], scope: CouponScope): boolean {
  return roles.includes('Admin') || roles.includes(WRITER_OF[scope]);
}

export const writableCouponScopes = (roles: readonly StaffRole[]): CouponScope[] =>
  COUPON_SCOPES.filter((scope) => canWriteCouponScope(roles, scope));
