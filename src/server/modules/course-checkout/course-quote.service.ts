// The enrol page's price (docs/courses.md "Enrolling online"): the course's price with a course
// coupon (SPEC §3: only for its course and state when it names them; a daily coupon only on its
// day), computed the way checkout charges it, so the page and the charge never disagree.
import { couponDiscountCents } from '../../../domain/coupons/apply-coupon.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { AppError, notFound, validationError } from '../../graphql/errors.ts';
import { checkCoupon } from '../coupons/coupons.service.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import type { CourseRow } from '../courses/courses.tables.ts';

export interface CourseQuote {
  course: CourseRow;
  /** Whether the course can be bought online (it has a ledger product); else by phone. */
  isSoldOnline: boolean;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The coupon applied, if any (checkout records it with the purchase). */
  couponId: string | null;
}

export interface CourseQuoteRequest {
  courseId: string;
  couponCode?: string | null;
  /** The buyer, when known (checkout). */
  studentId?: string | null;
  at?: Date;
  /** The field a refusal names: `couponCode` for the page's query, `input.couponCode` at checkout. */
  couponPath?: string;
}

/** A published course, or NOT_FOUND: drafts are not for sale. */
export async function publishedCourse(db: Executor, courseId: string): Promise<CourseRow> {
  const course = isUuid(courseId) ? await coursesRepository.findById(db, courseId) : null;
  if (!course?.isPublished) throw notFound('Course');
  return course;
}

export async function courseQuote(db: Executor, request: CourseQuoteRequest): Promise<CourseQuote> {
  const course = await publishedCourse(db, request.courseId);
  const code = request.couponCode?.trim() || null;
  const path = request.couponPath ?? 'couponCode';
  const coupon = code
    ? await checkCoupon(db, {
        code,
        studentId: request.studentId ?? null,
        productType: 'course',
        state: course.state,
        courseId: course.id,
        at: request.at ?? new Date(),
      }).catch((error: unknown) => {
        // Every refusal reads the same to a buyer, so nobody learns which codes exist.
        if (error instanceof AppError)
          throw validationError([{ path, message: 'This coupon code is not valid.' }]);
        throw error;
      })
    : null;
  const discountCents = coupon ? couponDiscountCents(course.priceCents, coupon) : 0;
  return {
    course,
    isSoldOnline: course.productId !== null,
    subtotalCents: course.priceCents,
    discountCents,
    totalCents: course.priceCents - discountCents,
    couponId: coupon?.id ?? null,
  };
}
