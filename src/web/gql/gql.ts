/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.AdminWelcomeDocument,
    "\n  query ApiTelemetry($from: String!, $to: String!) {\n    apiCallCountByDate(from: $from, to: $to) {\n      id\n      count\n    }\n    apiCallCountByOperation(from: $from, to: $to) {\n      operationName\n      count\n    }\n  }\n": typeof types.ApiTelemetryDocument,
    "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n            label\n          }\n          changes {\n            path\n            label\n            valueType\n            oldValue\n            newValue\n            oldText\n            newText\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditLogsDocument,
    "\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.AuditAuthorOptionsDocument,
    "\n  query AvailabilityInstructorOptions {\n    availabilityInstructorOptions {\n      id\n      name\n      timeZone\n      status\n    }\n  }\n": typeof types.AvailabilityInstructorOptionsDocument,
    "\n  query InstructorAvailability($instructorId: ID!, $from: String) {\n    instructorAvailability(instructorId: $instructorId, from: $from) {\n      instructorId\n      instructorName\n      timeZone\n      weeklyHours {\n        weekday\n        startMinute\n        endMinute\n      }\n      breaks {\n        weekday\n        startMinute\n        endMinute\n        kind\n      }\n      exceptions {\n        id\n        date\n        startMinute\n        endMinute\n        isAvailable\n        note\n      }\n    }\n  }\n": typeof types.InstructorAvailabilityDocument,
    "\n  fragment ScheduleColumnFields on InstructorSchedule {\n    instructorId\n    instructorName\n    timeZone\n    blocks {\n      type\n      start\n      end\n      referenceId\n    }\n    lessons {\n      id\n      lessonTypeLabel\n      studentNames\n      pickupLocation\n    }\n  }\n": typeof types.ScheduleColumnFieldsFragmentDoc,
    "\n  query InstructorSchedule($instructorId: ID!, $from: DateTime!, $to: DateTime!) {\n    instructorSchedule(instructorId: $instructorId, from: $from, to: $to) {\n      ...ScheduleColumnFields\n    }\n  }\n": typeof types.InstructorScheduleDocument,
    "\n  mutation SetInstructorWeeklyHours(\n    $instructorId: ID!\n    $spans: [WeeklySpanInput!]!\n    $breaks: [WeeklyBreakInput!]\n  ) {\n    setInstructorWeeklyHours(instructorId: $instructorId, spans: $spans, breaks: $breaks) {\n      instructorId\n    }\n  }\n": typeof types.SetInstructorWeeklyHoursDocument,
    "\n  mutation PutAvailabilityException($input: PutAvailabilityExceptionInput!) {\n    putAvailabilityException(input: $input) {\n      id\n    }\n  }\n": typeof types.PutAvailabilityExceptionDocument,
    "\n  mutation DeleteAvailabilityException($id: ID!) {\n    deleteAvailabilityException(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteAvailabilityExceptionDocument,
    "\n  query AvailabilityAuditFindings($instructorId: ID, $pageQuery: PageQuery) {\n    availabilityAuditFindings(instructorId: $instructorId, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          instructorId\n          instructorName\n          instructorTimeZone\n          lessonStart\n          lessonEnd\n          lessonTypeLabel\n        }\n      }\n    }\n  }\n": typeof types.AvailabilityAuditFindingsDocument,
    "\n  query BookLessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n  }\n": typeof types.BookLessonTypesDocument,
    "\n  query BookingFromPrices($state: String) {\n    bookingFromPrices(state: $state) {\n      lessonTypeId\n      fromCents\n    }\n  }\n": typeof types.BookingFromPricesDocument,
    "\n  query BookingPlaces($state: String!, $lessonTypeId: ID) {\n    bookingPlaces(state: $state, lessonTypeId: $lessonTypeId) {\n      homePickup\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n    }\n  }\n": typeof types.BookingPlacesDocument,
    "\n  query BookingQuote($lessonTypeId: ID!, $zip: String, $meetingPointId: ID, $couponCode: String) {\n    bookingQuote(\n      lessonTypeId: $lessonTypeId\n      zip: $zip\n      meetingPointId: $meetingPointId\n      couponCode: $couponCode\n    ) {\n      served\n      state\n      durationMinutes\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n": typeof types.BookingQuoteDocument,
    "\n  query BookSlots($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.BookSlotsDocument,
    "\n  query BookMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n": typeof types.BookMyStudentsDocument,
    "\n  mutation BookHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      expiresAt\n    }\n  }\n": typeof types.BookHoldSlotDocument,
    "\n  mutation BookCheckout($input: CheckoutBookingInput!) {\n    checkoutBooking(input: $input) {\n      id\n    }\n  }\n": typeof types.BookCheckoutDocument,
    "\n  query BookConfirmation($id: ID!) {\n    checkout(id: $id) {\n      id\n      amountCents\n      discountCents\n      couponCode\n      voucherCode\n      lesson {\n        id\n        startTime\n        durationMinutes\n        lessonType {\n          label\n        }\n        instructor {\n          name\n          timeZone\n        }\n        pickup {\n          location\n          meetingPointId\n          meetingPointLabel\n        }\n      }\n    }\n  }\n": typeof types.BookConfirmationDocument,
    "\n  mutation BookCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n": typeof types.BookCreateMyStudentDocument,
    "\n  fragment CertificateFields on Certificate {\n    id\n    certNumber\n    certTypeLabel\n    usStateId\n    issuedAt\n    issuedTo\n    studentName\n    createdBy\n    shippingSpeed\n    shippingStatus\n    pdfUrl\n  }\n": typeof types.CertificateFieldsFragmentDoc,
    "\n  query Certificates($studentId: ID, $certTypeId: ID, $usStateId: String, $pageQuery: PageQuery) {\n    certificates(\n      studentId: $studentId\n      certTypeId: $certTypeId\n      usStateId: $usStateId\n      pageQuery: $pageQuery\n    ) {\n      totalCount\n      edges {\n        node {\n          ...CertificateFields\n        }\n      }\n    }\n  }\n": typeof types.CertificatesDocument,
    "\n  query MyCertificates {\n    myCertificates {\n      ...CertificateFields\n    }\n  }\n": typeof types.MyCertificatesDocument,
    "\n  query CertificateTypes {\n    certificateTypes {\n      id\n      label\n      prefix\n      valMin\n      valMax\n      usStateId\n      lastIssued\n      remaining\n    }\n  }\n": typeof types.CertificateTypesDocument,
    "\n  mutation PutCertificate($input: PutCertificateInput!) {\n    putCertificate(input: $input) {\n      replayed\n      certificate {\n        ...CertificateFields\n      }\n    }\n  }\n": typeof types.PutCertificateDocument,
    "\n  mutation CreateCertificateType($input: CertificateTypeInput!) {\n    createCertificateType(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCertificateTypeDocument,
    "\n  mutation UpdateCertificateType($id: ID!, $input: CertificateTypeInput!) {\n    updateCertificateType(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCertificateTypeDocument,
    "\n  query ShippingOrders($pageQuery: PageQuery) {\n    shippingOrders(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          certNumber\n          certTypeLabel\n          studentId\n          studentName\n          speed\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.ShippingOrdersDocument,
    "\n  mutation MarkShippingOrderShipped($id: ID!) {\n    markShippingOrderShipped(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.MarkShippingOrderShippedDocument,
    "\n  query CourseCohorts($courseId: ID!, $doShowClosed: Boolean) {\n    course(id: $courseId) {\n      id\n      name\n      state\n    }\n    cohorts(courseId: $courseId, doShowClosed: $doShowClosed) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isOpen\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.CourseCohortsDocument,
    "\n  query CohortRoster($cohortId: ID!) {\n    cohortRoster(cohortId: $cohortId) {\n      cohort {\n        id\n        courseId\n        name\n        description\n        startDate\n        endDate\n        timeZone\n        maxEnrollees\n        numEnrolled\n        isOpen\n        isEnrollmentOpen\n        sessions {\n          id\n          name\n          startTime\n          endTime\n        }\n      }\n      students {\n        studentId\n        name\n        email\n        attendance {\n          sessionId\n          attendance\n        }\n      }\n    }\n  }\n": typeof types.CohortRosterDocument,
    "\n  mutation CreateCohort($input: CreateCohortInput!) {\n    createCohort(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCohortDocument,
    "\n  mutation UpdateCohort($id: ID!, $input: UpdateCohortInput!) {\n    updateCohort(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateCohortDocument,
    "\n  mutation DeleteCohort($id: ID!) {\n    deleteCohort(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCohortDocument,
    "\n  mutation PutCohortSession($id: ID, $input: PutCohortSessionInput!) {\n    putCohortSession(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.PutCohortSessionDocument,
    "\n  mutation DeleteCohortSession($id: ID!) {\n    deleteCohortSession(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCohortSessionDocument,
    "\n  mutation EnrollStudentInCohort($cohortId: ID!, $studentId: ID!) {\n    enrollStudentInCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n": typeof types.EnrollStudentInCohortDocument,
    "\n  mutation RemoveStudentFromCohort($cohortId: ID!, $studentId: ID!) {\n    removeStudentFromCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n": typeof types.RemoveStudentFromCohortDocument,
    "\n  mutation SetCohortAttendance($sessionId: ID!, $studentId: ID!, $attendance: CohortAttendance!) {\n    setCohortAttendance(sessionId: $sessionId, studentId: $studentId, attendance: $attendance) {\n      sessionId\n      studentId\n      attendance\n    }\n  }\n": typeof types.SetCohortAttendanceDocument,
    "\n  query PublicCohorts($courseId: ID!) {\n    cohorts(courseId: $courseId) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.PublicCohortsDocument,
    "\n  query Coupons($filter: CouponFilter, $pageQuery: PageQuery) {\n    coupons(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          scope\n          title\n          type\n          discount\n          expiration\n          courseId\n          state\n          isDailyCoupon\n          regionIds\n          displayInLandingPages\n          onlyFirstPurchase\n        }\n      }\n    }\n  }\n": typeof types.CouponsDocument,
    "\n  query CouponRegionOptions {\n    couponRegionOptions {\n      id\n      name\n    }\n  }\n": typeof types.CouponRegionOptionsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id)\n  }\n": typeof types.DeleteCouponDocument,
    "\n  query CourseContent($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      name\n      state\n      isPublished\n    }\n    courseLectures(courseId: $courseId) {\n      id\n      title\n      position\n      minimumSeconds\n      parts {\n        id\n        position\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n          correctIndex\n          explanation\n        }\n      }\n    }\n  }\n": typeof types.CourseContentDocument,
    "\n  mutation CreateLecture($input: CreateLectureInput!) {\n    createLecture(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLectureDocument,
    "\n  mutation UpdateLecture($id: ID!, $input: UpdateLectureInput!) {\n    updateLecture(id: $id, input: $input) {\n      id\n      title\n      minimumSeconds\n    }\n  }\n": typeof types.UpdateLectureDocument,
    "\n  mutation DeleteLecture($id: ID!) {\n    deleteLecture(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteLectureDocument,
    "\n  mutation MoveLecture($id: ID!, $direction: MoveDirection!) {\n    moveLecture(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n": typeof types.MoveLectureDocument,
    "\n  mutation CreateLecturePart($input: CreateLecturePartInput!) {\n    createLecturePart(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLecturePartDocument,
    "\n  mutation UpdateLecturePart($id: ID!, $input: UpdateLecturePartInput!) {\n    updateLecturePart(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateLecturePartDocument,
    "\n  mutation DeleteLecturePart($id: ID!) {\n    deleteLecturePart(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteLecturePartDocument,
    "\n  mutation MoveLecturePart($id: ID!, $direction: MoveDirection!) {\n    moveLecturePart(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n": typeof types.MoveLecturePartDocument,
    "\n  mutation CreateLectureQuizQuestion($partId: ID!, $input: CreateLectureQuizQuestionInput!) {\n    createLectureQuizQuestion(partId: $partId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLectureQuizQuestionDocument,
    "\n  mutation UpdateLectureQuizQuestion($id: ID!, $input: UpdateLectureQuizQuestionInput!) {\n    updateLectureQuizQuestion(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateLectureQuizQuestionDocument,
    "\n  mutation DeleteLectureQuizQuestion($id: ID!) {\n    deleteLectureQuizQuestion(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteLectureQuizQuestionDocument,
    "\n  query PortalOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      id\n      name\n      enrolled\n      status\n      percentComplete\n      percentTestsPassed\n      creditedSeconds\n      requiredSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      currentLecture {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PortalOnlineCoursesDocument,
    "\n  query PlayerEnrollment($id: ID!) {\n    studentOnlineCourse(id: $id) {\n      id\n      name\n      courseId\n      enrolled\n      timeZone\n      percentComplete\n      percentTestsPassed\n      quizPassPercent\n      creditedSeconds\n      requiredSeconds\n      dailyCapSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      certificateId\n      days {\n        day\n        creditedSeconds\n        capReached\n      }\n      currentLecture {\n        id\n      }\n      lectures {\n        id\n        title\n        position\n        state\n        readAt\n        completedAt\n        quizPartIds\n      }\n      tests {\n        partId\n        lectureTitle\n        number\n        numCorrect\n        totalQuestions\n        passed\n        attempts\n      }\n    }\n  }\n": typeof types.PlayerEnrollmentDocument,
    "\n  query PlayerLectures($courseId: ID!) {\n    coursePlayerLectures(courseId: $courseId) {\n      id\n      title\n      parts {\n        id\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n        }\n      }\n    }\n  }\n": typeof types.PlayerLecturesDocument,
    "\n  mutation PlayerMarkLectureRead($input: MarkLectureReadInput!) {\n    markLectureRead(input: $input) {\n      id\n    }\n  }\n": typeof types.PlayerMarkLectureReadDocument,
    "\n  mutation PlayerSubmitLectureQuiz($input: SubmitLectureQuizInput!) {\n    submitLectureQuiz(input: $input) {\n      id\n      numCorrect\n      totalQuestions\n      passPercent\n      passed\n      answers {\n        questionId\n        correctIndex\n        correct\n        explanation\n      }\n    }\n  }\n": typeof types.PlayerSubmitLectureQuizDocument,
    "\n  mutation PlayerCourseTimer($input: CourseTimerEventInput!) {\n    recordCourseTimerEvent(input: $input) {\n      accepted\n    }\n  }\n": typeof types.PlayerCourseTimerDocument,
    "\n  query AdminCourses($state: String) {\n    courses(state: $state, doShowUnpublished: true) {\n      id\n      state\n      category\n      audience\n      name\n      summary\n      description\n      requiredSeconds\n      dailyCapSeconds\n      minDays\n      minimumDays\n      quizPassPercent\n      instructionMinSeconds\n      lectureMinimumEnforced\n      quizFeedback\n      quizRetryWaitSeconds\n      priceCents\n      certificateTypeId\n      isPublished\n      path\n      offerings {\n        id\n        format\n        location\n        externalCourseId\n      }\n    }\n  }\n": typeof types.AdminCoursesDocument,
    "\n  mutation CreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCourseDocument,
    "\n  mutation UpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateCourseDocument,
    "\n  mutation PutCourseOffering($id: ID, $input: CourseOfferingInput!) {\n    putCourseOffering(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.PutCourseOfferingDocument,
    "\n  mutation DeleteCourseOffering($id: ID!) {\n    deleteCourseOffering(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCourseOfferingDocument,
    "\n  query CourseCertificateTypes {\n    certificateTypes {\n      id\n      label\n      usStateId\n    }\n  }\n": typeof types.CourseCertificateTypesDocument,
    "\n  query CourseQuote($courseId: ID!, $couponCode: String) {\n    courseQuote(courseId: $courseId, couponCode: $couponCode) {\n      courseId\n      isSoldOnline\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n": typeof types.CourseQuoteDocument,
    "\n  query EnrolMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n": typeof types.EnrolMyStudentsDocument,
    "\n  mutation EnrolCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n": typeof types.EnrolCreateMyStudentDocument,
    "\n  mutation CheckoutCourse($input: CheckoutCourseInput!) {\n    checkoutCourse(input: $input) {\n      id\n    }\n  }\n": typeof types.CheckoutCourseDocument,
    "\n  query CourseCheckoutConfirmation($id: ID!) {\n    courseCheckout(id: $id) {\n      id\n      amountCents\n      discountCents\n      voucherCode\n      onlineEnrollmentId\n      course {\n        id\n        name\n      }\n      cohort {\n        id\n        name\n        startDate\n        endDate\n      }\n    }\n  }\n": typeof types.CourseCheckoutConfirmationDocument,
    "\n  fragment PublicCourseFields on Course {\n    id\n    state\n    category\n    audience\n    name\n    summary\n    description\n    requiredSeconds\n    dailyCapSeconds\n    minimumDays\n    priceCents\n    isSoldOnline\n    path\n    offerings {\n      id\n      format\n      location\n    }\n  }\n": typeof types.PublicCourseFieldsFragmentDoc,
    "\n  query CoursePage($state: String!, $category: String!) {\n    coursePage(state: $state, category: $category) {\n      ...PublicCourseFields\n    }\n  }\n": typeof types.CoursePageDocument,
    "\n  query OtherStateCourses($state: String!, $courseId: ID!) {\n    otherStateCourses(state: $state, courseId: $courseId) {\n      id\n      state\n      name\n      path\n    }\n  }\n": typeof types.OtherStateCoursesDocument,
    "\n  query StateCourses($state: String) {\n    courses(state: $state) {\n      ...PublicCourseFields\n    }\n  }\n": typeof types.StateCoursesDocument,
    "\n  query InstructorsCoverage($state: String) {\n    instructorsCoverageGeoJson(state: $state)\n  }\n": typeof types.InstructorsCoverageDocument,
    "\n  query DispatchRegions {\n    dispatchRegions {\n      id\n      name\n      state\n    }\n  }\n": typeof types.DispatchRegionsDocument,
    "\n  query DispatchBoard($regionId: ID!, $from: DateTime!, $to: DateTime!) {\n    dispatchBoard(regionId: $regionId, from: $from, to: $to) {\n      timeZone\n      region {\n        id\n        name\n      }\n      instructors {\n        ...ScheduleColumnFields\n      }\n    }\n  }\n": typeof types.DispatchBoardDocument,
    "\n  mutation DispatchMoveLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n": typeof types.DispatchMoveLessonDocument,
    "\n  mutation CreateFeatureFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n": typeof types.CreateFeatureFlagDocument,
    "\n  mutation SetFeatureFlag($key: String!, $value: String!, $description: String) {\n    setFeatureFlag(key: $key, value: $value, description: $description) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n": typeof types.SetFeatureFlagDocument,
    "\n  mutation DeleteFeatureFlag($key: String!) {\n    deleteFeatureFlag(key: $key) {\n      id\n      key\n    }\n  }\n": typeof types.DeleteFeatureFlagDocument,
    "\n  query Instructors(\n    $term: String\n    $status: [InstructorStatus!]\n    $state: String\n    $regionalManagerId: ID\n    $regionId: ID\n    $first: Int\n    $skip: Int\n  ) {\n    instructors(\n      term: $term\n      status: $status\n      state: $state\n      regionalManagerId: $regionalManagerId\n      regionId: $regionId\n      first: $first\n      skip: $skip\n    ) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          title\n          status\n          usStateId\n          portraitImage\n          region {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.InstructorsDocument,
    "\n  query RegionalManagers($term: String) {\n    regionalManagers(term: $term) {\n      id\n      name\n    }\n  }\n": typeof types.RegionalManagersDocument,
    "\n  query InstructorRegionOptions {\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.InstructorRegionOptionsDocument,
    "\n  query InstructorAccounts($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.InstructorAccountsDocument,
    "\n  query Instructor($id: ID!) {\n    instructor(id: $id) {\n      id\n      name\n      title\n      about\n      summary\n      portraitImage\n      languages\n      timeZone\n      usStateId\n      status\n      region {\n        id\n        name\n      }\n      serviceRegions {\n        id\n        name\n      }\n      privateInfo {\n        firstName\n        lastName\n        status\n        email\n        phoneNumber\n        slackUsername\n        licenseNumber\n        licenseExpirationDate\n        baseAddress\n        baseLatitude\n        baseLongitude\n        maxBaseTravelMinutes\n        maxBetweenTravelMinutes\n        teachingPay\n        nonTeachingPay\n        breakTimes {\n          weekday\n          startMinute\n          endMinute\n        }\n      }\n      adminInfo {\n        userId\n        payrollFirstName\n        payrollLastName\n        payrollTitle\n        regionalManager {\n          id\n          name\n        }\n        assignedBadges\n        badges {\n          badge\n          title\n          icon\n        }\n      }\n    }\n  }\n": typeof types.InstructorDocument,
    "\n  query InstructorReviews($instructorId: ID!, $status: [InstructorReviewStatus!]) {\n    instructorReviews(instructorId: $instructorId, status: $status, first: 40) {\n      totalCount\n      edges {\n        node {\n          id\n          rating\n          text\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.InstructorReviewsDocument,
    "\n  mutation ModerateInstructorReview($id: ID!, $status: InstructorReviewModeration!) {\n    moderateInstructorReview(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.ModerateInstructorReviewDocument,
    "\n  mutation AddInstructor($input: AddInstructorInput!) {\n    addInstructor(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddInstructorDocument,
    "\n  mutation UpdateInstructor($input: UpdateInstructorInput!) {\n    updateInstructor(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.UpdateInstructorDocument,
    "\n  query InstructorReference {\n    reference {\n      id\n      url\n      label\n      category\n      subLabel\n    }\n  }\n": typeof types.InstructorReferenceDocument,
    "\n  mutation PutInstructorReference($input: PutInstructorReferenceInput!) {\n    putInstructorReference(input: $input) {\n      id\n    }\n  }\n": typeof types.PutInstructorReferenceDocument,
    "\n  mutation DeleteInstructorReference($id: ID!) {\n    deleteInstructorReference(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteInstructorReferenceDocument,
    "\n  query Jobs($state: JobListState!, $name: String, $pageQuery: PageQuery) {\n    jobs(state: $state, name: $name, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n          dataSummary\n          attempts\n          retryLimit\n          createdAt\n          startedAt\n          completedAt\n          error\n        }\n      }\n    }\n  }\n": typeof types.JobsDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.RetryJobDocument,
    "\n  query LandingPagesAdmin {\n    locationLandingPages(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        state\n        slug\n        path\n        hubId\n        metroId\n        centerAddress\n        googleMyBusinessUrl\n        meetingPointIds\n        priceSchemeId\n        cmsId\n        stateCmsId\n        regions\n        isPublished\n        lastRevalidatedAt\n      }\n    }\n    metros(first: 100) {\n      id\n      name\n      state\n      slug\n      path\n      cmsId\n      stateCmsId\n      isPublished\n      locationLandingPageIds\n    }\n    parkingHubs {\n      id\n      name\n      superRegion {\n        state\n      }\n    }\n    priceSchemes {\n      id\n      name\n    }\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.LandingPagesAdminDocument,
    "\n  query LandingMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n    }\n  }\n": typeof types.LandingMeetingPointsDocument,
    "\n  mutation CreateLocationLandingPage($input: LocationLandingPageInput!) {\n    createLocationLandingPage(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLocationLandingPageDocument,
    "\n  mutation UpdateLocationLandingPage($id: ID!, $input: LocationLandingPageInput!) {\n    updateLocationLandingPage(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n": typeof types.UpdateLocationLandingPageDocument,
    "\n  mutation DeleteLocationLandingPage($id: ID!) {\n    deleteLocationLandingPage(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteLocationLandingPageDocument,
    "\n  mutation RevalidateLocationLandingPage($id: ID!) {\n    revalidateLocationLandingPage(id: $id) {\n      id\n      lastRevalidatedAt\n    }\n  }\n": typeof types.RevalidateLocationLandingPageDocument,
    "\n  mutation CreateMetro($input: MetroInput!) {\n    createMetro(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateMetroDocument,
    "\n  mutation UpdateMetro($id: ID!, $input: MetroInput!) {\n    updateMetro(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n": typeof types.UpdateMetroDocument,
    "\n  mutation DeleteMetro($id: ID!) {\n    deleteMetro(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteMetroDocument,
    "\n  query LandingPage($state: String!, $slug: String!) {\n    publicLocationLandingPage(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      centerAddress\n      googleMyBusinessUrl\n      metro {\n        name\n        path\n      }\n      prices {\n        productId\n        name\n        description\n        priceCents\n        perMinute\n      }\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n      instructors {\n        id\n        name\n        title\n        about\n        languages\n        portraitImage\n      }\n      coupons {\n        id\n        code\n        title\n        type\n        discount\n        expiration\n      }\n    }\n  }\n": typeof types.LandingPageDocument,
    "\n  query MetroPage($state: String!, $slug: String!) {\n    publicMetro(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      pages {\n        name\n        centerAddress\n        path\n      }\n    }\n  }\n": typeof types.MetroPageDocument,
    "\n  query PublishedLandingPaths {\n    publishedLandingPaths\n  }\n": typeof types.PublishedLandingPathsDocument,
    "\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LedgerTabDocument,
    "\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.LedgerStudentNamesDocument,
    "\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n": typeof types.LedgerStudentSearchDocument,
    "\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LedgerProductsDocument,
    "\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerPurchaseDocument,
    "\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerChargeDocument,
    "\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerRefundDocument,
    "\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerTransferPurchaseDocument,
    "\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerVoidPurchaseDocument,
    "\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerVoidRefundDocument,
    "\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerExpireProductsDocument,
    "\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerVoidExpirationDocument,
    "\n  mutation LedgerEditPurchase($input: EditPurchaseInput!) {\n    editPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerEditPurchaseDocument,
    "\n  mutation LedgerTransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerTransferAccountDocument,
    "\n  mutation LedgerTransferExpiration($input: TransferExpirationInput!) {\n    transferExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": typeof types.LedgerTransferExpirationDocument,
    "\n  query LessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n": typeof types.LessonTypesDocument,
    "\n  query LessonTypeFeeProducts {\n    products(filter: { type: fee }, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.LessonTypeFeeProductsDocument,
    "\n  mutation CreateLessonType($input: CreateLessonTypeInput!) {\n    createLessonType(input: $input) {\n      id\n      label\n    }\n  }\n": typeof types.CreateLessonTypeDocument,
    "\n  mutation UpdateLessonType($id: ID!, $input: UpdateLessonTypeInput!) {\n    updateLessonType(id: $id, input: $input) {\n      id\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n": typeof types.UpdateLessonTypeDocument,
    "\n  mutation DeleteLessonType($id: ID!) {\n    deleteLessonType(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteLessonTypeDocument,
    "\n  query StudentLessons($studentId: ID!, $first: Int, $after: String) {\n    lessons(studentId: $studentId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          actualDurationMinutes\n          comments\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            name\n            label\n          }\n          pickup {\n            meetingPointId\n            meetingPointLabel\n            location\n            latitude\n            longitude\n          }\n          students {\n            studentId\n            name\n            drivingMinutes\n            observationMinutes\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n            initiatedBy\n            reason\n            minutesForfeited\n            feeCents\n          }\n        }\n      }\n    }\n  }\n": typeof types.StudentLessonsDocument,
    "\n  query LessonBookingOptions($state: String!, $withMeetingPoints: Boolean!) {\n    lessonBookableTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n    stateMeetingPoints(state: $state) @include(if: $withMeetingPoints) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n": typeof types.LessonBookingOptionsDocument,
    "\n  query LessonPartnerSearch($term: String) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.LessonPartnerSearchDocument,
    "\n  mutation ScheduleLesson($input: ScheduleLessonInput!) {\n    scheduleLesson(input: $input) {\n      id\n    }\n  }\n": typeof types.ScheduleLessonDocument,
    "\n  mutation ScheduleMultipleLessons($input: ScheduleMultipleLessonsInput!) {\n    scheduleMultipleLessons(input: $input) {\n      id\n    }\n  }\n": typeof types.ScheduleMultipleLessonsDocument,
    "\n  mutation UpdateLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateLessonDocument,
    "\n  mutation CancelLesson($input: CancelLessonInput!) {\n    cancelLesson(input: $input) {\n      id\n    }\n  }\n": typeof types.CancelLessonDocument,
    "\n  mutation RemoveStudentFromLesson($input: RemoveStudentFromLessonInput!) {\n    removeStudentFromLesson(input: $input) {\n      id\n    }\n  }\n": typeof types.RemoveStudentFromLessonDocument,
    "\n  query LessonCancellationPreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $reason: CancellationReason!\n    $waiveLateFee: Boolean\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: $reason\n      waiveLateFee: $waiveLateFee\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n    }\n  }\n": typeof types.LessonCancellationPreviewDocument,
    "\n  query LessonMovePlaces($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n": typeof types.LessonMovePlacesDocument,
    "\n  query LessonMovePreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $waiveLateFee: Boolean\n    $studentId: ID\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: OTHER\n      waiveLateFee: $waiveLateFee\n      studentId: $studentId\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n": typeof types.LessonMovePreviewDocument,
    "\n  query CancellationLogs(\n    $from: DateTime!\n    $to: DateTime!\n    $instructorId: ID\n    $initiatedBy: CancellationInitiator\n    $first: Int\n    $after: String\n  ) {\n    cancellationLogs(\n      from: $from\n      to: $to\n      instructorId: $instructorId\n      initiatedBy: $initiatedBy\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          note\n          timestamp\n          initiatedBy\n          reason\n          user\n          changedBy\n          instructor\n          lessonStartTime\n          minutesForfeited\n          feeCents\n        }\n      }\n    }\n    lessonBookableInstructors {\n      id\n      name\n    }\n  }\n": typeof types.CancellationLogsDocument,
    "\n  query StaffArticles {\n    staffArticles {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n": typeof types.StaffArticlesDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  query AdminLicensingGuide($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      id\n      state\n      audience\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n": typeof types.AdminLicensingGuideDocument,
    "\n  mutation UpdateLicensingGuide($state: String!, $audience: String!, $input: LicensingGuideInput!) {\n    updateLicensingGuide(state: $state, audience: $audience, input: $input) {\n      id\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n": typeof types.UpdateLicensingGuideDocument,
    "\n  fragment PublicGuideFields on LicensingGuide {\n    id\n    state\n    audience\n    audienceLabel\n    label\n    updatedAt\n    article {\n      slug\n      path\n      title\n    }\n    steps {\n      id\n      title\n      description\n      link\n      linkText\n    }\n  }\n": typeof types.PublicGuideFieldsFragmentDoc,
    "\n  query LicensingGuidePage($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      ...PublicGuideFields\n    }\n    licensingGuides(state: $state) {\n      audience\n      audienceLabel\n    }\n  }\n": typeof types.LicensingGuidePageDocument,
    "\n  query LicensingGuidesIndex {\n    licensingGuides {\n      state\n      audience\n      audienceLabel\n      label\n      article {\n        path\n      }\n    }\n  }\n": typeof types.LicensingGuidesIndexDocument,
    "\n  query ArticlePage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      updatedAt\n    }\n  }\n": typeof types.ArticlePageDocument,
    "\n  query TeenGuide($state: String!) {\n    licensingGuide(state: $state, audience: \"teen\") {\n      ...PublicGuideFields\n    }\n  }\n": typeof types.TeenGuideDocument,
    "\n  fragment InstructorLessonFields on InstructorLesson {\n    id\n    startTime\n    endTime\n    durationMinutes\n    actualDurationMinutes\n    actualDurationNote\n    comments\n    lessonTypeLabel\n    pickupAddress\n    mapsUrl\n    meetingPoint {\n      label\n      address\n    }\n    students {\n      studentId\n      name\n      phone\n      email\n      parentEmail\n      pickupDetails\n      attendance\n      drivingMinutes\n      observationMinutes\n      notes {\n        id\n        text\n        createdByName\n        createdAt\n        isPinned\n      }\n      bookingAlerts {\n        id\n        text\n      }\n    }\n  }\n": typeof types.InstructorLessonFieldsFragmentDoc,
    "\n  query MyLessons($from: DateTime!, $to: DateTime!, $instructorId: ID) {\n    myLessons(from: $from, to: $to, instructorId: $instructorId) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lessons {\n        ...InstructorLessonFields\n      }\n    }\n  }\n": typeof types.MyLessonsDocument,
    "\n  query MyLesson($id: ID!) {\n    myLesson(id: $id) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lesson {\n        ...InstructorLessonFields\n      }\n    }\n  }\n": typeof types.MyLessonDocument,
    "\n  query MyLessonsInstructorOptions {\n    myLessonsInstructorOptions {\n      id\n      name\n    }\n  }\n": typeof types.MyLessonsInstructorOptionsDocument,
    "\n  fragment OnlineEnrollmentFields on OnlineCourseEnrollment {\n    id\n    name\n    enrolled\n    status\n    courseId\n    courseState\n    courseCategory\n    enrolledAt\n    endedAt\n    migratedFromId\n    timeZone\n    requiredSeconds\n    dailyCapSeconds\n    minDays\n    creditedSeconds\n    creditedDays\n    seatTimeComplete\n    earliestCompletionDate\n    days {\n      day\n      rawSeconds\n      patchSeconds\n      adjustedSeconds\n      creditedSeconds\n      capReached\n    }\n    patches {\n      id\n      day\n      seconds\n      reason\n      createdBy\n      createdAt\n    }\n    percentComplete\n    percentTestsPassed\n    completed\n    completedAt\n    certificateId\n    currentLecture {\n      id\n      title\n    }\n    tests {\n      partId\n      number\n      lectureTitle\n      numCorrect\n      totalQuestions\n      passed\n      attempts\n    }\n  }\n": typeof types.OnlineEnrollmentFieldsFragmentDoc,
    "\n  query StudentOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": typeof types.StudentOnlineCoursesDocument,
    "\n  query EnrollableCourses($state: String) {\n    courses(state: $state) {\n      id\n      state\n      category\n      name\n      requiredSeconds\n      dailyCapSeconds\n      offerings {\n        format\n      }\n    }\n  }\n": typeof types.EnrollableCoursesDocument,
    "\n  mutation EnrollStudentToOnlineCourse($input: EnrollStudentToOnlineCourseInput!) {\n    enrollStudentToOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": typeof types.EnrollStudentToOnlineCourseDocument,
    "\n  mutation UnenrollStudentFromOnlineCourse($id: ID!) {\n    unenrollStudentFromOnlineCourse(id: $id) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": typeof types.UnenrollStudentFromOnlineCourseDocument,
    "\n  mutation MigrateStudentOnlineCourse($input: MigrateStudentOnlineCourseInput!) {\n    migrateStudentOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": typeof types.MigrateStudentOnlineCourseDocument,
    "\n  mutation PatchSeatTime($input: PatchSeatTimeInput!) {\n    patchSeatTime(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": typeof types.PatchSeatTimeDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $channel: OutboxChannel, $pageQuery: PageQuery) {\n    outboxMessages(status: $status, channel: $channel, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          channel\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n          resentFromId\n        }\n      }\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  query OutboxMessage($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      subject\n      to\n      text\n      html\n    }\n  }\n": typeof types.OutboxMessageDocument,
    "\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResendOutboxMessageDocument,
    "\n  query PortalOwnCancellationPreview($lessonId: ID!, $studentId: ID!) {\n    ownLessonCancellationPreview(lessonId: $lessonId, studentId: $studentId) {\n      returnsMinutes\n      late\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n": typeof types.PortalOwnCancellationPreviewDocument,
    "\n  mutation PortalCancelOwnLesson($input: CancelOwnLessonInput!) {\n    cancelOwnLesson(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.PortalCancelOwnLessonDocument,
    "\n  query PortalOwnRescheduleOptions($lessonId: ID!, $studentId: ID!) {\n    ownLessonRescheduleOptions(lessonId: $lessonId, studentId: $studentId) {\n      refusal\n      windowHours\n      slots {\n        startTime\n        instructorId\n        instructorName\n      }\n    }\n  }\n": typeof types.PortalOwnRescheduleOptionsDocument,
    "\n  mutation PortalRescheduleOwnLesson($input: RescheduleOwnLessonInput!) {\n    rescheduleOwnLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n": typeof types.PortalRescheduleOwnLessonDocument,
    "\n  query PortalMyMoney {\n    myMoney {\n      studentId\n      studentName\n      held {\n        productId\n        name\n        type\n        quantity\n        lots {\n          quantity\n          expiresAt\n        }\n      }\n      payments {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.PortalMyMoneyDocument,
    "\n  query PortalMyReceipt($id: ID!) {\n    myReceipt(id: $id) {\n      studentName\n      schoolName\n      schoolAddress\n      schoolPhone\n      payment {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        paymentReference\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n        refunds {\n          id\n          createdAt\n          amountCents\n          paymentMethod\n        }\n      }\n    }\n  }\n": typeof types.PortalMyReceiptDocument,
    "\n  query PortalMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n": typeof types.PortalMyStudentsDocument,
    "\n  query PortalLessons($studentId: ID!) {\n    lessons(studentId: $studentId, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            label\n          }\n          pickup {\n            meetingPointLabel\n            location\n          }\n          students {\n            studentId\n            pickupDetails\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n          }\n          myReview {\n            id\n            rating\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.PortalLessonsDocument,
    "\n  mutation PortalReviewInstructor($lessonId: ID!, $rating: Int!, $text: String) {\n    reviewInstructor(lessonId: $lessonId, rating: $rating, text: $text) {\n      id\n      rating\n      status\n    }\n  }\n": typeof types.PortalReviewInstructorDocument,
    "\n  query PortalFamily {\n    myStudents {\n      id\n      name\n      dob\n      age\n      usStateId\n      userId\n      signInEmail\n    }\n  }\n": typeof types.PortalFamilyDocument,
    "\n  mutation PortalAddTeen($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.PortalAddTeenDocument,
    "\n  query PracticeQuestions($state: String!, $includeInactive: Boolean) {\n    practiceQuestions(state: $state, includeInactive: $includeInactive) {\n      id\n      prompt\n      choices\n      correctIndex\n      explanation\n      source\n      position\n      isActive\n    }\n  }\n": typeof types.PracticeQuestionsDocument,
    "\n  mutation CreatePracticeQuestion($state: String!, $input: PracticeQuestionInput!) {\n    createPracticeQuestion(state: $state, input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePracticeQuestionDocument,
    "\n  mutation UpdatePracticeQuestion($id: ID!, $input: UpdatePracticeQuestionInput!) {\n    updatePracticeQuestion(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": typeof types.UpdatePracticeQuestionDocument,
    "\n  query PracticeTestStates {\n    practiceTestStates {\n      state\n      questionCount\n    }\n  }\n": typeof types.PracticeTestStatesDocument,
    "\n  query PracticeTest($state: String!, $questionCount: Int, $set: Int) {\n    practiceTest(state: $state, questionCount: $questionCount, set: $set) {\n      questions {\n        id\n        prompt\n        choices\n      }\n    }\n  }\n": typeof types.PracticeTestDocument,
    "\n  mutation GradePracticeTest($state: String!, $answers: [PracticeAnswerInput!]!) {\n    gradePracticeTest(state: $state, answers: $answers) {\n      numCorrect\n      totalQuestions\n      percent\n      passed\n      questions {\n        id\n        prompt\n        choices\n        chosenIndex\n        correctIndex\n        isCorrect\n        explanation\n        source\n      }\n    }\n  }\n": typeof types.GradePracticeTestDocument,
    "\n  query PriceSchemes {\n    priceSchemes {\n      id\n      name\n      canonicalPrice\n      products {\n        price\n        product {\n          id\n          name\n          type\n          isArchived\n        }\n      }\n      effectivePrices {\n        price\n        product {\n          id\n        }\n        steps {\n          fragmentName\n          before\n          after\n        }\n      }\n    }\n  }\n": typeof types.PriceSchemesDocument,
    "\n  query PriceableProducts {\n    products(pageQuery: { first: 100 }) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.PriceableProductsDocument,
    "\n  mutation CreatePriceScheme($input: CreatePriceSchemeInput!) {\n    createPriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreatePriceSchemeDocument,
    "\n  mutation UpdatePriceScheme($input: UpdatePriceSchemeInput!) {\n    updatePriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdatePriceSchemeDocument,
    "\n  mutation DeletePriceScheme($id: ID!) {\n    deletePriceScheme(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePriceSchemeDocument,
    "\n  query PriceSchemeFragments($pageQuery: PageQuery) {\n    priceSchemeFragments(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          priceSchemes {\n            id\n            name\n          }\n          productPrices {\n            product {\n              id\n              name\n            }\n            priceAlgorithm {\n              kind\n              amountCents\n              percentBasisPoints\n              rounding\n              roundingDigit\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PriceSchemeFragmentsDocument,
    "\n  query PriceSchemeOptions {\n    priceSchemes {\n      id\n      name\n    }\n  }\n": typeof types.PriceSchemeOptionsDocument,
    "\n  query PreviewPriceSchemeFragment($input: PriceSchemeFragmentPreviewInput!) {\n    previewPriceSchemeFragment(input: $input) {\n      priceScheme {\n        id\n        name\n      }\n      prices {\n        currentPrice\n        previewPrice\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PreviewPriceSchemeFragmentDocument,
    "\n  mutation CreatePriceSchemeFragment($input: CreatePriceSchemeFragmentInput!) {\n    createPriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreatePriceSchemeFragmentDocument,
    "\n  mutation UpdatePriceSchemeFragment($input: UpdatePriceSchemeFragmentInput!) {\n    updatePriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdatePriceSchemeFragmentDocument,
    "\n  mutation DeletePriceSchemeFragment($id: ID!) {\n    deletePriceSchemeFragment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePriceSchemeFragmentDocument,
    "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      status\n      quantity\n      unitPrice\n      subtotal\n      discount\n      total\n      couponCheckedAgainAtCheckout\n      steps {\n        kind\n        id\n        name\n        price\n        algorithm\n        before\n        after\n        quantity\n        unitPrice\n        subtotal\n        code\n        applied\n        reason\n        discount\n        total\n      }\n    }\n  }\n": typeof types.QuoteDocument,
    "\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.ProductComponentOptionsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query RegionSchemes {\n    regionSchemes {\n      id\n      superRegion {\n        id\n        name\n        state\n        googleBusinessPageUrl\n        slackChannelId\n      }\n      priceScheme {\n        id\n        name\n      }\n    }\n    priceSchemeChoices {\n      id\n      name\n    }\n  }\n": typeof types.RegionSchemesDocument,
    "\n  mutation CreateSuperRegion($input: CreateSuperRegionInput!) {\n    createSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateSuperRegionDocument,
    "\n  mutation UpdateSuperRegion($input: UpdateSuperRegionInput!) {\n    updateSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateSuperRegionDocument,
    "\n  mutation DeleteSuperRegion($id: ID!) {\n    deleteSuperRegion(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSuperRegionDocument,
    "\n  mutation UpdateRegionScheme($superRegionId: ID!, $priceSchemeId: ID) {\n    updateRegionScheme(superRegionId: $superRegionId, priceSchemeId: $priceSchemeId) {\n      id\n      priceScheme {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateRegionSchemeDocument,
    "\n  query Regions($first: Int, $after: String) {\n    regions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          state\n          superRegion {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.RegionsDocument,
    "\n  query RegionsMap {\n    regionsGeoJson\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n": typeof types.RegionsMapDocument,
    "\n  mutation CreateRegion($input: CreateRegionInput!) {\n    createRegion(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateRegionDocument,
    "\n  query SuperRegionOptions {\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n": typeof types.SuperRegionOptionsDocument,
    "\n  mutation UpdateRegion($input: UpdateRegionInput!) {\n    updateRegion(input: $input) {\n      id\n      name\n      state\n      superRegion {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateRegionDocument,
    "\n  mutation DeleteRegion($id: ID!) {\n    deleteRegion(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteRegionDocument,
    "\n  query ParkingHubs {\n    parkingHubs {\n      id\n      name\n      address\n      latitude\n      longitude\n      superRegion {\n        id\n        name\n        state\n      }\n    }\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n": typeof types.ParkingHubsDocument,
    "\n  mutation CreateParkingHub($input: CreateParkingHubInput!) {\n    createParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateParkingHubDocument,
    "\n  mutation UpdateParkingHub($input: UpdateParkingHubInput!) {\n    updateParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateParkingHubDocument,
    "\n  mutation DeleteParkingHub($id: ID!) {\n    deleteParkingHub(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteParkingHubDocument,
    "\n  query ScholarshipCourse($id: ID!) {\n    course(id: $id) {\n      id\n      name\n      state\n      path\n    }\n  }\n": typeof types.ScholarshipCourseDocument,
    "\n  query ScholarshipCourses {\n    courses {\n      id\n      name\n      state\n      path\n    }\n  }\n": typeof types.ScholarshipCoursesDocument,
    "\n  mutation ApplyForScholarship(\n    $userName: String!\n    $email: String!\n    $dob: String!\n    $scholarshipAnswer: String!\n    $courseId: ID!\n  ) {\n    applyForScholarship(\n      userName: $userName\n      email: $email\n      dob: $dob\n      scholarshipAnswer: $scholarshipAnswer\n      courseId: $courseId\n    ) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyForScholarshipDocument,
    "\n  query ScholarshipApplications($status: ScholarshipStatus) {\n    scholarshipApplications(status: $status) {\n      id\n      courseName\n      userName\n      email\n      dob\n      scholarshipAnswer\n      status\n      voucherCode\n      declineReason\n      reviewedByName\n      createdAt\n    }\n  }\n": typeof types.ScholarshipApplicationsDocument,
    "\n  mutation GrantScholarship($id: ID!) {\n    grantScholarship(id: $id) {\n      id\n      status\n      voucherCode\n    }\n  }\n": typeof types.GrantScholarshipDocument,
    "\n  mutation DeclineScholarship($id: ID!, $reason: String!) {\n    declineScholarship(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineScholarshipDocument,
    "\n  query SiteViewer {\n    me {\n      name\n      roles\n    }\n  }\n": typeof types.SiteViewerDocument,
    "\n  query DrivingSkills {\n    drivingSkills {\n      id\n      label\n    }\n  }\n": typeof types.DrivingSkillsDocument,
    "\n  fragment SkillReportFields on DrivingSkillReport {\n    id\n    studentId\n    lastEmailSent\n    lesson {\n      id\n      startTime\n      timeZone\n      instructorName\n      lessonTypeLabel\n      cancelled\n    }\n    ratings {\n      drivingSkillId\n      label\n      rating\n      value\n    }\n  }\n": typeof types.SkillReportFieldsFragmentDoc,
    "\n  query StudentSkillReports($studentId: ID!) {\n    lessonsDrivingSkillsReportsByStudent(studentId: $studentId) {\n      ...SkillReportFields\n    }\n  }\n": typeof types.StudentSkillReportsDocument,
    "\n  query LessonSkillReport($studentId: ID!, $lessonId: ID!) {\n    lessonDrivingSkillsReportByStudentAndLesson(studentId: $studentId, lessonId: $lessonId) {\n      ...SkillReportFields\n    }\n  }\n": typeof types.LessonSkillReportDocument,
    "\n  mutation UpdateSkillReport(\n    $lessonId: ID!\n    $studentId: ID!\n    $ratings: [DrivingSkillRatingInput!]!\n  ) {\n    updateLessonReportForStudent(lessonId: $lessonId, studentId: $studentId, ratings: $ratings) {\n      ...SkillReportFields\n    }\n  }\n": typeof types.UpdateSkillReportDocument,
    "\n  mutation EmailSkillReport(\n    $studentId: ID!\n    $lessonId: ID!\n    $emails: [String!]!\n    $comments: String\n  ) {\n    emailStudentReport(\n      studentId: $studentId\n      lessonId: $lessonId\n      emails: $emails\n      comments: $comments\n    ) {\n      ...SkillReportFields\n    }\n  }\n": typeof types.EmailSkillReportDocument,
    "\n  query SlotSearch($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      regionId\n      durationMinutes\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.SlotSearchDocument,
    "\n  query SlotSearchOptions {\n    lessonTypes {\n      id\n      label\n      durationMinutes\n    }\n  }\n": typeof types.SlotSearchOptionsDocument,
    "\n  query SlotSearchMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n    }\n  }\n": typeof types.SlotSearchMeetingPointsDocument,
    "\n  query StateConfigs {\n    stateConfigs {\n      id\n      state\n      longName\n      hasHomePickup\n      hasMeetingPoints\n      hasFixedLocations\n      isShareableByDefault\n      cmsId\n      lateCancellationWindowHours\n      lateCancellationFeeCents\n    }\n  }\n": typeof types.StateConfigsDocument,
    "\n  mutation CreateStateConfig($input: CreateStateConfigInput!) {\n    createStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.CreateStateConfigDocument,
    "\n  mutation UpdateStateConfig($input: UpdateStateConfigInput!) {\n    updateStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.UpdateStateConfigDocument,
    "\n  query StateMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      state\n      address\n      label\n      description\n      restrictedLessonTypes\n      latitude\n      longitude\n    }\n  }\n": typeof types.StateMeetingPointsDocument,
    "\n  mutation CreateStateMeetingPoint($input: CreateStateMeetingPointInput!) {\n    createStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n": typeof types.CreateStateMeetingPointDocument,
    "\n  mutation UpdateStateMeetingPoint($input: UpdateStateMeetingPointInput!) {\n    updateStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n": typeof types.UpdateStateMeetingPointDocument,
    "\n  mutation DeleteStateMeetingPoint($id: ID!) {\n    deleteStateMeetingPoint(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteStateMeetingPointDocument,
    "\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.StudentsDocument,
    "\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n      latitude\n      longitude\n    }\n  }\n": typeof types.StudentDetailsFragmentDoc,
    "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    studentGuardians(studentId: $id) {\n      userId\n      name\n      email\n      linkedAt\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StudentDocument,
    "\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddStudentDocument,
    "\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n": typeof types.UpdateStudentDocument,
    "\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n": typeof types.DisableStudentAccountDocument,
    "\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StudentNotesDocument,
    "\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n": typeof types.PutNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n": typeof types.PutBookingAlertDocument,
    "\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n": typeof types.RemoveBookingAlertDocument,
    "\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.StudentUserLogsDocument,
    "\n  fragment SyncCheckFields on SyncCheck {\n    id\n    startTime\n    endTime\n    isRunning\n    cancelRequested\n    isCancelled\n    startedByName\n    studentsCount\n    checkedStudentsCount\n    ignoredStudentsCount\n    ledgerStudentsCount\n    outOfSyncStudentsCount\n    conflictsCount\n    errorsCount\n  }\n": typeof types.SyncCheckFieldsFragmentDoc,
    "\n  query SyncStatus {\n    syncChecks(pageQuery: { first: 1 }) {\n      totalCount\n      edges {\n        node {\n          ...SyncCheckFields\n        }\n      }\n    }\n    lastCompletedSyncCheck {\n      id\n      endTime\n      conflictsCount\n    }\n  }\n": typeof types.SyncStatusDocument,
    "\n  query SyncCheck($id: ID!, $kind: SyncConflictKind, $pageQuery: PageQuery) {\n    syncCheck(id: $id) {\n      ...SyncCheckFields\n      errors {\n        message\n        fromStudentId\n        toStudentId\n      }\n      conflicts(kind: $kind, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            studentId\n            studentName\n            kind\n            productType\n            syncIndicator\n            nextValue\n            legacyValue\n          }\n        }\n      }\n    }\n  }\n": typeof types.SyncCheckDocument,
    "\n  query SyncConflict($id: ID!) {\n    syncConflict(id: $id) {\n      id\n      lastSyncCheckId\n      studentId\n      studentName\n      kind\n      productType\n      syncIndicator\n      nextValue\n      legacyValue\n      breakdown {\n        day\n        nextChange\n        legacyChange\n        nextTotal\n        legacyTotal\n        diverges\n      }\n    }\n  }\n": typeof types.SyncConflictDocument,
    "\n  mutation StartSyncCheck {\n    startSyncCheck {\n      id\n    }\n  }\n": typeof types.StartSyncCheckDocument,
    "\n  mutation CancelSyncCheck($id: ID!) {\n    cancelSyncCheck(id: $id) {\n      id\n      cancelRequested\n    }\n  }\n": typeof types.CancelSyncCheckDocument,
    "\n  mutation ImportLegacyBalances($format: LegacyImportFormat!, $content: String!) {\n    importLegacyBalances(format: $format, content: $content) {\n      importedCount\n      importedDaysCount\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n": typeof types.ImportLegacyBalancesDocument,
    "\n  subscription SyncCheckProgress($syncCheckId: ID!) {\n    syncCheckProgress(syncCheckId: $syncCheckId) {\n      kind\n      syncCheckId\n      studentsCount\n      processedCount\n      conflictsCount\n      conflictId\n    }\n  }\n": typeof types.SyncCheckProgressDocument,
    "\n  query PayPeriods($count: Int) {\n    payPeriods(count: $count) {\n      start\n      end\n      isComplete\n      approval {\n        approvedAt\n      }\n    }\n    timesheetSettings {\n      periodLength\n      anchorDate\n      paidBlockTypes\n      timeZone\n    }\n  }\n": typeof types.PayPeriodsDocument,
    "\n  query TimesheetPeriod($start: String!, $end: String!) {\n    timesheetPeriod(start: $start, end: $end) {\n      start\n      end\n      isComplete\n      totalPayCents\n      approval {\n        approvedAt\n        approvedByName\n      }\n      timesheets {\n        instructorId\n        instructorName\n        teachingRateCents\n        nonTeachingRateCents\n        teachingMinutes\n        nonTeachingMinutes\n        teachingPayCents\n        nonTeachingPayCents\n        totalPayCents\n        lines {\n          key\n          kind\n          blockType\n          date\n          description\n          minutes\n          rateCents\n          payCents\n          correctsPeriodStart\n          reason\n        }\n      }\n    }\n  }\n": typeof types.TimesheetPeriodDocument,
    "\n  mutation ApproveTimesheetPeriod($input: ApproveTimesheetPeriodInput!) {\n    approveTimesheetPeriod(input: $input) {\n      start\n      approval {\n        approvedAt\n        approvedByName\n      }\n    }\n  }\n": typeof types.ApproveTimesheetPeriodDocument,
    "\n  mutation UpdateTimesheetSettings($input: TimesheetSettingsInput!) {\n    updateTimesheetSettings(input: $input) {\n      periodLength\n      anchorDate\n      paidBlockTypes\n    }\n  }\n": typeof types.UpdateTimesheetSettingsDocument,
    "\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n": typeof types.UsersWithRolesDocument,
    "\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n": typeof types.UpdateUserRolesDocument,
    "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  query Vehicles($pageQuery: PageQuery) {\n    vehicles(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          samsaraId\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.VehiclesDocument,
    "\n  query VehicleInstructorOptions {\n    vehicleInstructorOptions {\n      id\n      name\n    }\n  }\n": typeof types.VehicleInstructorOptionsDocument,
    "\n  mutation PutVehicle($input: PutVehicleInput!) {\n    putVehicle(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.PutVehicleDocument,
    "\n  mutation DeleteVehicle($id: ID!) {\n    deleteVehicle(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVehicleDocument,
    "\n  query Vouchers($filter: VoucherFilter, $pageQuery: PageQuery) {\n    vouchers(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          isActive\n          redeemedAt\n          createdAt\n          createdByName\n          note\n          product {\n            id\n            name\n          }\n          redeemedBy {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.VouchersDocument,
    "\n  query VoucherProductOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.VoucherProductOptionsDocument,
    "\n  mutation CreateVouchers($input: CreateVouchersInput!) {\n    createVouchers(input: $input) {\n      id\n      code\n      product {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateVouchersDocument,
    "\n  mutation UpdateVoucher($input: UpdateVoucherInput!) {\n    updateVoucher(input: $input) {\n      id\n      isActive\n    }\n  }\n": typeof types.UpdateVoucherDocument,
    "\n  mutation RedeemVoucher($code: String!, $studentId: ID!) {\n    redeemVoucher(code: $code, studentId: $studentId) {\n      id\n      code\n      ledgerEntryId\n      product {\n        id\n        name\n      }\n      redeemedBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RedeemVoucherDocument,
    "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n": typeof types.GetMyselfDocument,
    "\n  query FeatureFlags {\n    featureFlags {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n": typeof types.FeatureFlagsDocument,
    "\n  query UserRoles {\n    userRoles\n  }\n": typeof types.UserRolesDocument,
};
const documents: Documents = {
    "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n": types.AdminWelcomeDocument,
    "\n  query ApiTelemetry($from: String!, $to: String!) {\n    apiCallCountByDate(from: $from, to: $to) {\n      id\n      count\n    }\n    apiCallCountByOperation(from: $from, to: $to) {\n      operationName\n      count\n    }\n  }\n": types.ApiTelemetryDocument,
    "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n            label\n          }\n          changes {\n            path\n            label\n            valueType\n            oldValue\n            newValue\n            oldText\n            newText\n          }\n        }\n      }\n    }\n  }\n": types.AuditLogsDocument,
    "\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.AuditAuthorOptionsDocument,
    "\n  query AvailabilityInstructorOptions {\n    availabilityInstructorOptions {\n      id\n      name\n      timeZone\n      status\n    }\n  }\n": types.AvailabilityInstructorOptionsDocument,
    "\n  query InstructorAvailability($instructorId: ID!, $from: String) {\n    instructorAvailability(instructorId: $instructorId, from: $from) {\n      instructorId\n      instructorName\n      timeZone\n      weeklyHours {\n        weekday\n        startMinute\n        endMinute\n      }\n      breaks {\n        weekday\n        startMinute\n        endMinute\n        kind\n      }\n      exceptions {\n        id\n        date\n        startMinute\n        endMinute\n        isAvailable\n        note\n      }\n    }\n  }\n": types.InstructorAvailabilityDocument,
    "\n  fragment ScheduleColumnFields on InstructorSchedule {\n    instructorId\n    instructorName\n    timeZone\n    blocks {\n      type\n      start\n      end\n      referenceId\n    }\n    lessons {\n      id\n      lessonTypeLabel\n      studentNames\n      pickupLocation\n    }\n  }\n": types.ScheduleColumnFieldsFragmentDoc,
    "\n  query InstructorSchedule($instructorId: ID!, $from: DateTime!, $to: DateTime!) {\n    instructorSchedule(instructorId: $instructorId, from: $from, to: $to) {\n      ...ScheduleColumnFields\n    }\n  }\n": types.InstructorScheduleDocument,
    "\n  mutation SetInstructorWeeklyHours(\n    $instructorId: ID!\n    $spans: [WeeklySpanInput!]!\n    $breaks: [WeeklyBreakInput!]\n  ) {\n    setInstructorWeeklyHours(instructorId: $instructorId, spans: $spans, breaks: $breaks) {\n      instructorId\n    }\n  }\n": types.SetInstructorWeeklyHoursDocument,
    "\n  mutation PutAvailabilityException($input: PutAvailabilityExceptionInput!) {\n    putAvailabilityException(input: $input) {\n      id\n    }\n  }\n": types.PutAvailabilityExceptionDocument,
    "\n  mutation DeleteAvailabilityException($id: ID!) {\n    deleteAvailabilityException(id: $id) {\n      id\n    }\n  }\n": types.DeleteAvailabilityExceptionDocument,
    "\n  query AvailabilityAuditFindings($instructorId: ID, $pageQuery: PageQuery) {\n    availabilityAuditFindings(instructorId: $instructorId, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          instructorId\n          instructorName\n          instructorTimeZone\n          lessonStart\n          lessonEnd\n          lessonTypeLabel\n        }\n      }\n    }\n  }\n": types.AvailabilityAuditFindingsDocument,
    "\n  query BookLessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n  }\n": types.BookLessonTypesDocument,
    "\n  query BookingFromPrices($state: String) {\n    bookingFromPrices(state: $state) {\n      lessonTypeId\n      fromCents\n    }\n  }\n": types.BookingFromPricesDocument,
    "\n  query BookingPlaces($state: String!, $lessonTypeId: ID) {\n    bookingPlaces(state: $state, lessonTypeId: $lessonTypeId) {\n      homePickup\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n    }\n  }\n": types.BookingPlacesDocument,
    "\n  query BookingQuote($lessonTypeId: ID!, $zip: String, $meetingPointId: ID, $couponCode: String) {\n    bookingQuote(\n      lessonTypeId: $lessonTypeId\n      zip: $zip\n      meetingPointId: $meetingPointId\n      couponCode: $couponCode\n    ) {\n      served\n      state\n      durationMinutes\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n": types.BookingQuoteDocument,
    "\n  query BookSlots($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.BookSlotsDocument,
    "\n  query BookMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n": types.BookMyStudentsDocument,
    "\n  mutation BookHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      expiresAt\n    }\n  }\n": types.BookHoldSlotDocument,
    "\n  mutation BookCheckout($input: CheckoutBookingInput!) {\n    checkoutBooking(input: $input) {\n      id\n    }\n  }\n": types.BookCheckoutDocument,
    "\n  query BookConfirmation($id: ID!) {\n    checkout(id: $id) {\n      id\n      amountCents\n      discountCents\n      couponCode\n      voucherCode\n      lesson {\n        id\n        startTime\n        durationMinutes\n        lessonType {\n          label\n        }\n        instructor {\n          name\n          timeZone\n        }\n        pickup {\n          location\n          meetingPointId\n          meetingPointLabel\n        }\n      }\n    }\n  }\n": types.BookConfirmationDocument,
    "\n  mutation BookCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n": types.BookCreateMyStudentDocument,
    "\n  fragment CertificateFields on Certificate {\n    id\n    certNumber\n    certTypeLabel\n    usStateId\n    issuedAt\n    issuedTo\n    studentName\n    createdBy\n    shippingSpeed\n    shippingStatus\n    pdfUrl\n  }\n": types.CertificateFieldsFragmentDoc,
    "\n  query Certificates($studentId: ID, $certTypeId: ID, $usStateId: String, $pageQuery: PageQuery) {\n    certificates(\n      studentId: $studentId\n      certTypeId: $certTypeId\n      usStateId: $usStateId\n      pageQuery: $pageQuery\n    ) {\n      totalCount\n      edges {\n        node {\n          ...CertificateFields\n        }\n      }\n    }\n  }\n": types.CertificatesDocument,
    "\n  query MyCertificates {\n    myCertificates {\n      ...CertificateFields\n    }\n  }\n": types.MyCertificatesDocument,
    "\n  query CertificateTypes {\n    certificateTypes {\n      id\n      label\n      prefix\n      valMin\n      valMax\n      usStateId\n      lastIssued\n      remaining\n    }\n  }\n": types.CertificateTypesDocument,
    "\n  mutation PutCertificate($input: PutCertificateInput!) {\n    putCertificate(input: $input) {\n      replayed\n      certificate {\n        ...CertificateFields\n      }\n    }\n  }\n": types.PutCertificateDocument,
    "\n  mutation CreateCertificateType($input: CertificateTypeInput!) {\n    createCertificateType(input: $input) {\n      id\n    }\n  }\n": types.CreateCertificateTypeDocument,
    "\n  mutation UpdateCertificateType($id: ID!, $input: CertificateTypeInput!) {\n    updateCertificateType(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCertificateTypeDocument,
    "\n  query ShippingOrders($pageQuery: PageQuery) {\n    shippingOrders(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          certNumber\n          certTypeLabel\n          studentId\n          studentName\n          speed\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": types.ShippingOrdersDocument,
    "\n  mutation MarkShippingOrderShipped($id: ID!) {\n    markShippingOrderShipped(id: $id) {\n      id\n      status\n    }\n  }\n": types.MarkShippingOrderShippedDocument,
    "\n  query CourseCohorts($courseId: ID!, $doShowClosed: Boolean) {\n    course(id: $courseId) {\n      id\n      name\n      state\n    }\n    cohorts(courseId: $courseId, doShowClosed: $doShowClosed) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isOpen\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n": types.CourseCohortsDocument,
    "\n  query CohortRoster($cohortId: ID!) {\n    cohortRoster(cohortId: $cohortId) {\n      cohort {\n        id\n        courseId\n        name\n        description\n        startDate\n        endDate\n        timeZone\n        maxEnrollees\n        numEnrolled\n        isOpen\n        isEnrollmentOpen\n        sessions {\n          id\n          name\n          startTime\n          endTime\n        }\n      }\n      students {\n        studentId\n        name\n        email\n        attendance {\n          sessionId\n          attendance\n        }\n      }\n    }\n  }\n": types.CohortRosterDocument,
    "\n  mutation CreateCohort($input: CreateCohortInput!) {\n    createCohort(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCohortDocument,
    "\n  mutation UpdateCohort($id: ID!, $input: UpdateCohortInput!) {\n    updateCohort(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateCohortDocument,
    "\n  mutation DeleteCohort($id: ID!) {\n    deleteCohort(id: $id) {\n      id\n    }\n  }\n": types.DeleteCohortDocument,
    "\n  mutation PutCohortSession($id: ID, $input: PutCohortSessionInput!) {\n    putCohortSession(id: $id, input: $input) {\n      id\n    }\n  }\n": types.PutCohortSessionDocument,
    "\n  mutation DeleteCohortSession($id: ID!) {\n    deleteCohortSession(id: $id) {\n      id\n    }\n  }\n": types.DeleteCohortSessionDocument,
    "\n  mutation EnrollStudentInCohort($cohortId: ID!, $studentId: ID!) {\n    enrollStudentInCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n": types.EnrollStudentInCohortDocument,
    "\n  mutation RemoveStudentFromCohort($cohortId: ID!, $studentId: ID!) {\n    removeStudentFromCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n": types.RemoveStudentFromCohortDocument,
    "\n  mutation SetCohortAttendance($sessionId: ID!, $studentId: ID!, $attendance: CohortAttendance!) {\n    setCohortAttendance(sessionId: $sessionId, studentId: $studentId, attendance: $attendance) {\n      sessionId\n      studentId\n      attendance\n    }\n  }\n": types.SetCohortAttendanceDocument,
    "\n  query PublicCohorts($courseId: ID!) {\n    cohorts(courseId: $courseId) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n": types.PublicCohortsDocument,
    "\n  query Coupons($filter: CouponFilter, $pageQuery: PageQuery) {\n    coupons(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          scope\n          title\n          type\n          discount\n          expiration\n          courseId\n          state\n          isDailyCoupon\n          regionIds\n          displayInLandingPages\n          onlyFirstPurchase\n        }\n      }\n    }\n  }\n": types.CouponsDocument,
    "\n  query CouponRegionOptions {\n    couponRegionOptions {\n      id\n      name\n    }\n  }\n": types.CouponRegionOptionsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n      code\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      id\n      code\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id)\n  }\n": types.DeleteCouponDocument,
    "\n  query CourseContent($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      name\n      state\n      isPublished\n    }\n    courseLectures(courseId: $courseId) {\n      id\n      title\n      position\n      minimumSeconds\n      parts {\n        id\n        position\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n          correctIndex\n          explanation\n        }\n      }\n    }\n  }\n": types.CourseContentDocument,
    "\n  mutation CreateLecture($input: CreateLectureInput!) {\n    createLecture(input: $input) {\n      id\n    }\n  }\n": types.CreateLectureDocument,
    "\n  mutation UpdateLecture($id: ID!, $input: UpdateLectureInput!) {\n    updateLecture(id: $id, input: $input) {\n      id\n      title\n      minimumSeconds\n    }\n  }\n": types.UpdateLectureDocument,
    "\n  mutation DeleteLecture($id: ID!) {\n    deleteLecture(id: $id) {\n      id\n    }\n  }\n": types.DeleteLectureDocument,
    "\n  mutation MoveLecture($id: ID!, $direction: MoveDirection!) {\n    moveLecture(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n": types.MoveLectureDocument,
    "\n  mutation CreateLecturePart($input: CreateLecturePartInput!) {\n    createLecturePart(input: $input) {\n      id\n    }\n  }\n": types.CreateLecturePartDocument,
    "\n  mutation UpdateLecturePart($id: ID!, $input: UpdateLecturePartInput!) {\n    updateLecturePart(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateLecturePartDocument,
    "\n  mutation DeleteLecturePart($id: ID!) {\n    deleteLecturePart(id: $id) {\n      id\n    }\n  }\n": types.DeleteLecturePartDocument,
    "\n  mutation MoveLecturePart($id: ID!, $direction: MoveDirection!) {\n    moveLecturePart(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n": types.MoveLecturePartDocument,
    "\n  mutation CreateLectureQuizQuestion($partId: ID!, $input: CreateLectureQuizQuestionInput!) {\n    createLectureQuizQuestion(partId: $partId, input: $input) {\n      id\n    }\n  }\n": types.CreateLectureQuizQuestionDocument,
    "\n  mutation UpdateLectureQuizQuestion($id: ID!, $input: UpdateLectureQuizQuestionInput!) {\n    updateLectureQuizQuestion(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateLectureQuizQuestionDocument,
    "\n  mutation DeleteLectureQuizQuestion($id: ID!) {\n    deleteLectureQuizQuestion(id: $id) {\n      id\n    }\n  }\n": types.DeleteLectureQuizQuestionDocument,
    "\n  query PortalOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      id\n      name\n      enrolled\n      status\n      percentComplete\n      percentTestsPassed\n      creditedSeconds\n      requiredSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      currentLecture {\n        id\n        title\n      }\n    }\n  }\n": types.PortalOnlineCoursesDocument,
    "\n  query PlayerEnrollment($id: ID!) {\n    studentOnlineCourse(id: $id) {\n      id\n      name\n      courseId\n      enrolled\n      timeZone\n      percentComplete\n      percentTestsPassed\n      quizPassPercent\n      creditedSeconds\n      requiredSeconds\n      dailyCapSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      certificateId\n      days {\n        day\n        creditedSeconds\n        capReached\n      }\n      currentLecture {\n        id\n      }\n      lectures {\n        id\n        title\n        position\n        state\n        readAt\n        completedAt\n        quizPartIds\n      }\n      tests {\n        partId\n        lectureTitle\n        number\n        numCorrect\n        totalQuestions\n        passed\n        attempts\n      }\n    }\n  }\n": types.PlayerEnrollmentDocument,
    "\n  query PlayerLectures($courseId: ID!) {\n    coursePlayerLectures(courseId: $courseId) {\n      id\n      title\n      parts {\n        id\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n        }\n      }\n    }\n  }\n": types.PlayerLecturesDocument,
    "\n  mutation PlayerMarkLectureRead($input: MarkLectureReadInput!) {\n    markLectureRead(input: $input) {\n      id\n    }\n  }\n": types.PlayerMarkLectureReadDocument,
    "\n  mutation PlayerSubmitLectureQuiz($input: SubmitLectureQuizInput!) {\n    submitLectureQuiz(input: $input) {\n      id\n      numCorrect\n      totalQuestions\n      passPercent\n      passed\n      answers {\n        questionId\n        correctIndex\n        correct\n        explanation\n      }\n    }\n  }\n": types.PlayerSubmitLectureQuizDocument,
    "\n  mutation PlayerCourseTimer($input: CourseTimerEventInput!) {\n    recordCourseTimerEvent(input: $input) {\n      accepted\n    }\n  }\n": types.PlayerCourseTimerDocument,
    "\n  query AdminCourses($state: String) {\n    courses(state: $state, doShowUnpublished: true) {\n      id\n      state\n      category\n      audience\n      name\n      summary\n      description\n      requiredSeconds\n      dailyCapSeconds\n      minDays\n      minimumDays\n      quizPassPercent\n      instructionMinSeconds\n      lectureMinimumEnforced\n      quizFeedback\n      quizRetryWaitSeconds\n      priceCents\n      certificateTypeId\n      isPublished\n      path\n      offerings {\n        id\n        format\n        location\n        externalCourseId\n      }\n    }\n  }\n": types.AdminCoursesDocument,
    "\n  mutation CreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCourseDocument,
    "\n  mutation UpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateCourseDocument,
    "\n  mutation PutCourseOffering($id: ID, $input: CourseOfferingInput!) {\n    putCourseOffering(id: $id, input: $input) {\n      id\n    }\n  }\n": types.PutCourseOfferingDocument,
    "\n  mutation DeleteCourseOffering($id: ID!) {\n    deleteCourseOffering(id: $id) {\n      id\n    }\n  }\n": types.DeleteCourseOfferingDocument,
    "\n  query CourseCertificateTypes {\n    certificateTypes {\n      id\n      label\n      usStateId\n    }\n  }\n": types.CourseCertificateTypesDocument,
    "\n  query CourseQuote($courseId: ID!, $couponCode: String) {\n    courseQuote(courseId: $courseId, couponCode: $couponCode) {\n      courseId\n      isSoldOnline\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n": types.CourseQuoteDocument,
    "\n  query EnrolMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n": types.EnrolMyStudentsDocument,
    "\n  mutation EnrolCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n": types.EnrolCreateMyStudentDocument,
    "\n  mutation CheckoutCourse($input: CheckoutCourseInput!) {\n    checkoutCourse(input: $input) {\n      id\n    }\n  }\n": types.CheckoutCourseDocument,
    "\n  query CourseCheckoutConfirmation($id: ID!) {\n    courseCheckout(id: $id) {\n      id\n      amountCents\n      discountCents\n      voucherCode\n      onlineEnrollmentId\n      course {\n        id\n        name\n      }\n      cohort {\n        id\n        name\n        startDate\n        endDate\n      }\n    }\n  }\n": types.CourseCheckoutConfirmationDocument,
    "\n  fragment PublicCourseFields on Course {\n    id\n    state\n    category\n    audience\n    name\n    summary\n    description\n    requiredSeconds\n    dailyCapSeconds\n    minimumDays\n    priceCents\n    isSoldOnline\n    path\n    offerings {\n      id\n      format\n      location\n    }\n  }\n": types.PublicCourseFieldsFragmentDoc,
    "\n  query CoursePage($state: String!, $category: String!) {\n    coursePage(state: $state, category: $category) {\n      ...PublicCourseFields\n    }\n  }\n": types.CoursePageDocument,
    "\n  query OtherStateCourses($state: String!, $courseId: ID!) {\n    otherStateCourses(state: $state, courseId: $courseId) {\n      id\n      state\n      name\n      path\n    }\n  }\n": types.OtherStateCoursesDocument,
    "\n  query StateCourses($state: String) {\n    courses(state: $state) {\n      ...PublicCourseFields\n    }\n  }\n": types.StateCoursesDocument,
    "\n  query InstructorsCoverage($state: String) {\n    instructorsCoverageGeoJson(state: $state)\n  }\n": types.InstructorsCoverageDocument,
    "\n  query DispatchRegions {\n    dispatchRegions {\n      id\n      name\n      state\n    }\n  }\n": types.DispatchRegionsDocument,
    "\n  query DispatchBoard($regionId: ID!, $from: DateTime!, $to: DateTime!) {\n    dispatchBoard(regionId: $regionId, from: $from, to: $to) {\n      timeZone\n      region {\n        id\n        name\n      }\n      instructors {\n        ...ScheduleColumnFields\n      }\n    }\n  }\n": types.DispatchBoardDocument,
    "\n  mutation DispatchMoveLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n": types.DispatchMoveLessonDocument,
    "\n  mutation CreateFeatureFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n": types.CreateFeatureFlagDocument,
    "\n  mutation SetFeatureFlag($key: String!, $value: String!, $description: String) {\n    setFeatureFlag(key: $key, value: $value, description: $description) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n": types.SetFeatureFlagDocument,
    "\n  mutation DeleteFeatureFlag($key: String!) {\n    deleteFeatureFlag(key: $key) {\n      id\n      key\n    }\n  }\n": types.DeleteFeatureFlagDocument,
    "\n  query Instructors(\n    $term: String\n    $status: [InstructorStatus!]\n    $state: String\n    $regionalManagerId: ID\n    $regionId: ID\n    $first: Int\n    $skip: Int\n  ) {\n    instructors(\n      term: $term\n      status: $status\n      state: $state\n      regionalManagerId: $regionalManagerId\n      regionId: $regionId\n      first: $first\n      skip: $skip\n    ) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          title\n          status\n          usStateId\n          portraitImage\n          region {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.InstructorsDocument,
    "\n  query RegionalManagers($term: String) {\n    regionalManagers(term: $term) {\n      id\n      name\n    }\n  }\n": types.RegionalManagersDocument,
    "\n  query InstructorRegionOptions {\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": types.InstructorRegionOptionsDocument,
    "\n  query InstructorAccounts($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.InstructorAccountsDocument,
    "\n  query Instructor($id: ID!) {\n    instructor(id: $id) {\n      id\n      name\n      title\n      about\n      summary\n      portraitImage\n      languages\n      timeZone\n      usStateId\n      status\n      region {\n        id\n        name\n      }\n      serviceRegions {\n        id\n        name\n      }\n      privateInfo {\n        firstName\n        lastName\n        status\n        email\n        phoneNumber\n        slackUsername\n        licenseNumber\n        licenseExpirationDate\n        baseAddress\n        baseLatitude\n        baseLongitude\n        maxBaseTravelMinutes\n        maxBetweenTravelMinutes\n        teachingPay\n        nonTeachingPay\n        breakTimes {\n          weekday\n          startMinute\n          endMinute\n        }\n      }\n      adminInfo {\n        userId\n        payrollFirstName\n        payrollLastName\n        payrollTitle\n        regionalManager {\n          id\n          name\n        }\n        assignedBadges\n        badges {\n          badge\n          title\n          icon\n        }\n      }\n    }\n  }\n": types.InstructorDocument,
    "\n  query InstructorReviews($instructorId: ID!, $status: [InstructorReviewStatus!]) {\n    instructorReviews(instructorId: $instructorId, status: $status, first: 40) {\n      totalCount\n      edges {\n        node {\n          id\n          rating\n          text\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": types.InstructorReviewsDocument,
    "\n  mutation ModerateInstructorReview($id: ID!, $status: InstructorReviewModeration!) {\n    moderateInstructorReview(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.ModerateInstructorReviewDocument,
    "\n  mutation AddInstructor($input: AddInstructorInput!) {\n    addInstructor(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddInstructorDocument,
    "\n  mutation UpdateInstructor($input: UpdateInstructorInput!) {\n    updateInstructor(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.UpdateInstructorDocument,
    "\n  query InstructorReference {\n    reference {\n      id\n      url\n      label\n      category\n      subLabel\n    }\n  }\n": types.InstructorReferenceDocument,
    "\n  mutation PutInstructorReference($input: PutInstructorReferenceInput!) {\n    putInstructorReference(input: $input) {\n      id\n    }\n  }\n": types.PutInstructorReferenceDocument,
    "\n  mutation DeleteInstructorReference($id: ID!) {\n    deleteInstructorReference(id: $id) {\n      id\n    }\n  }\n": types.DeleteInstructorReferenceDocument,
    "\n  query Jobs($state: JobListState!, $name: String, $pageQuery: PageQuery) {\n    jobs(state: $state, name: $name, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n          dataSummary\n          attempts\n          retryLimit\n          createdAt\n          startedAt\n          completedAt\n          error\n        }\n      }\n    }\n  }\n": types.JobsDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      id\n      state\n    }\n  }\n": types.RetryJobDocument,
    "\n  query LandingPagesAdmin {\n    locationLandingPages(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        state\n        slug\n        path\n        hubId\n        metroId\n        centerAddress\n        googleMyBusinessUrl\n        meetingPointIds\n        priceSchemeId\n        cmsId\n        stateCmsId\n        regions\n        isPublished\n        lastRevalidatedAt\n      }\n    }\n    metros(first: 100) {\n      id\n      name\n      state\n      slug\n      path\n      cmsId\n      stateCmsId\n      isPublished\n      locationLandingPageIds\n    }\n    parkingHubs {\n      id\n      name\n      superRegion {\n        state\n      }\n    }\n    priceSchemes {\n      id\n      name\n    }\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": types.LandingPagesAdminDocument,
    "\n  query LandingMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n    }\n  }\n": types.LandingMeetingPointsDocument,
    "\n  mutation CreateLocationLandingPage($input: LocationLandingPageInput!) {\n    createLocationLandingPage(input: $input) {\n      id\n    }\n  }\n": types.CreateLocationLandingPageDocument,
    "\n  mutation UpdateLocationLandingPage($id: ID!, $input: LocationLandingPageInput!) {\n    updateLocationLandingPage(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n": types.UpdateLocationLandingPageDocument,
    "\n  mutation DeleteLocationLandingPage($id: ID!) {\n    deleteLocationLandingPage(id: $id) {\n      id\n    }\n  }\n": types.DeleteLocationLandingPageDocument,
    "\n  mutation RevalidateLocationLandingPage($id: ID!) {\n    revalidateLocationLandingPage(id: $id) {\n      id\n      lastRevalidatedAt\n    }\n  }\n": types.RevalidateLocationLandingPageDocument,
    "\n  mutation CreateMetro($input: MetroInput!) {\n    createMetro(input: $input) {\n      id\n    }\n  }\n": types.CreateMetroDocument,
    "\n  mutation UpdateMetro($id: ID!, $input: MetroInput!) {\n    updateMetro(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n": types.UpdateMetroDocument,
    "\n  mutation DeleteMetro($id: ID!) {\n    deleteMetro(id: $id) {\n      id\n    }\n  }\n": types.DeleteMetroDocument,
    "\n  query LandingPage($state: String!, $slug: String!) {\n    publicLocationLandingPage(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      centerAddress\n      googleMyBusinessUrl\n      metro {\n        name\n        path\n      }\n      prices {\n        productId\n        name\n        description\n        priceCents\n        perMinute\n      }\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n      instructors {\n        id\n        name\n        title\n        about\n        languages\n        portraitImage\n      }\n      coupons {\n        id\n        code\n        title\n        type\n        discount\n        expiration\n      }\n    }\n  }\n": types.LandingPageDocument,
    "\n  query MetroPage($state: String!, $slug: String!) {\n    publicMetro(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      pages {\n        name\n        centerAddress\n        path\n      }\n    }\n  }\n": types.MetroPageDocument,
    "\n  query PublishedLandingPaths {\n    publishedLandingPaths\n  }\n": types.PublishedLandingPathsDocument,
    "\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LedgerTabDocument,
    "\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.LedgerStudentNamesDocument,
    "\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n": types.LedgerStudentSearchDocument,
    "\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LedgerProductsDocument,
    "\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerPurchaseDocument,
    "\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerChargeDocument,
    "\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerRefundDocument,
    "\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerTransferPurchaseDocument,
    "\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerVoidPurchaseDocument,
    "\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerVoidRefundDocument,
    "\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerExpireProductsDocument,
    "\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerVoidExpirationDocument,
    "\n  mutation LedgerEditPurchase($input: EditPurchaseInput!) {\n    editPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerEditPurchaseDocument,
    "\n  mutation LedgerTransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerTransferAccountDocument,
    "\n  mutation LedgerTransferExpiration($input: TransferExpirationInput!) {\n    transferExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n": types.LedgerTransferExpirationDocument,
    "\n  query LessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n": types.LessonTypesDocument,
    "\n  query LessonTypeFeeProducts {\n    products(filter: { type: fee }, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.LessonTypeFeeProductsDocument,
    "\n  mutation CreateLessonType($input: CreateLessonTypeInput!) {\n    createLessonType(input: $input) {\n      id\n      label\n    }\n  }\n": types.CreateLessonTypeDocument,
    "\n  mutation UpdateLessonType($id: ID!, $input: UpdateLessonTypeInput!) {\n    updateLessonType(id: $id, input: $input) {\n      id\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n": types.UpdateLessonTypeDocument,
    "\n  mutation DeleteLessonType($id: ID!) {\n    deleteLessonType(id: $id) {\n      id\n    }\n  }\n": types.DeleteLessonTypeDocument,
    "\n  query StudentLessons($studentId: ID!, $first: Int, $after: String) {\n    lessons(studentId: $studentId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          actualDurationMinutes\n          comments\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            name\n            label\n          }\n          pickup {\n            meetingPointId\n            meetingPointLabel\n            location\n            latitude\n            longitude\n          }\n          students {\n            studentId\n            name\n            drivingMinutes\n            observationMinutes\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n            initiatedBy\n            reason\n            minutesForfeited\n            feeCents\n          }\n        }\n      }\n    }\n  }\n": types.StudentLessonsDocument,
    "\n  query LessonBookingOptions($state: String!, $withMeetingPoints: Boolean!) {\n    lessonBookableTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n    stateMeetingPoints(state: $state) @include(if: $withMeetingPoints) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n": types.LessonBookingOptionsDocument,
    "\n  query LessonPartnerSearch($term: String) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.LessonPartnerSearchDocument,
    "\n  mutation ScheduleLesson($input: ScheduleLessonInput!) {\n    scheduleLesson(input: $input) {\n      id\n    }\n  }\n": types.ScheduleLessonDocument,
    "\n  mutation ScheduleMultipleLessons($input: ScheduleMultipleLessonsInput!) {\n    scheduleMultipleLessons(input: $input) {\n      id\n    }\n  }\n": types.ScheduleMultipleLessonsDocument,
    "\n  mutation UpdateLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n    }\n  }\n": types.UpdateLessonDocument,
    "\n  mutation CancelLesson($input: CancelLessonInput!) {\n    cancelLesson(input: $input) {\n      id\n    }\n  }\n": types.CancelLessonDocument,
    "\n  mutation RemoveStudentFromLesson($input: RemoveStudentFromLessonInput!) {\n    removeStudentFromLesson(input: $input) {\n      id\n    }\n  }\n": types.RemoveStudentFromLessonDocument,
    "\n  query LessonCancellationPreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $reason: CancellationReason!\n    $waiveLateFee: Boolean\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: $reason\n      waiveLateFee: $waiveLateFee\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n    }\n  }\n": types.LessonCancellationPreviewDocument,
    "\n  query LessonMovePlaces($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n": types.LessonMovePlacesDocument,
    "\n  query LessonMovePreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $waiveLateFee: Boolean\n    $studentId: ID\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: OTHER\n      waiveLateFee: $waiveLateFee\n      studentId: $studentId\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n": types.LessonMovePreviewDocument,
    "\n  query CancellationLogs(\n    $from: DateTime!\n    $to: DateTime!\n    $instructorId: ID\n    $initiatedBy: CancellationInitiator\n    $first: Int\n    $after: String\n  ) {\n    cancellationLogs(\n      from: $from\n      to: $to\n      instructorId: $instructorId\n      initiatedBy: $initiatedBy\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          note\n          timestamp\n          initiatedBy\n          reason\n          user\n          changedBy\n          instructor\n          lessonStartTime\n          minutesForfeited\n          feeCents\n        }\n      }\n    }\n    lessonBookableInstructors {\n      id\n      name\n    }\n  }\n": types.CancellationLogsDocument,
    "\n  query StaffArticles {\n    staffArticles {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n": types.StaffArticlesDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  query AdminLicensingGuide($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      id\n      state\n      audience\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n": types.AdminLicensingGuideDocument,
    "\n  mutation UpdateLicensingGuide($state: String!, $audience: String!, $input: LicensingGuideInput!) {\n    updateLicensingGuide(state: $state, audience: $audience, input: $input) {\n      id\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n": types.UpdateLicensingGuideDocument,
    "\n  fragment PublicGuideFields on LicensingGuide {\n    id\n    state\n    audience\n    audienceLabel\n    label\n    updatedAt\n    article {\n      slug\n      path\n      title\n    }\n    steps {\n      id\n      title\n      description\n      link\n      linkText\n    }\n  }\n": types.PublicGuideFieldsFragmentDoc,
    "\n  query LicensingGuidePage($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      ...PublicGuideFields\n    }\n    licensingGuides(state: $state) {\n      audience\n      audienceLabel\n    }\n  }\n": types.LicensingGuidePageDocument,
    "\n  query LicensingGuidesIndex {\n    licensingGuides {\n      state\n      audience\n      audienceLabel\n      label\n      article {\n        path\n      }\n    }\n  }\n": types.LicensingGuidesIndexDocument,
    "\n  query ArticlePage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      updatedAt\n    }\n  }\n": types.ArticlePageDocument,
    "\n  query TeenGuide($state: String!) {\n    licensingGuide(state: $state, audience: \"teen\") {\n      ...PublicGuideFields\n    }\n  }\n": types.TeenGuideDocument,
    "\n  fragment InstructorLessonFields on InstructorLesson {\n    id\n    startTime\n    endTime\n    durationMinutes\n    actualDurationMinutes\n    actualDurationNote\n    comments\n    lessonTypeLabel\n    pickupAddress\n    mapsUrl\n    meetingPoint {\n      label\n      address\n    }\n    students {\n      studentId\n      name\n      phone\n      email\n      parentEmail\n      pickupDetails\n      attendance\n      drivingMinutes\n      observationMinutes\n      notes {\n        id\n        text\n        createdByName\n        createdAt\n        isPinned\n      }\n      bookingAlerts {\n        id\n        text\n      }\n    }\n  }\n": types.InstructorLessonFieldsFragmentDoc,
    "\n  query MyLessons($from: DateTime!, $to: DateTime!, $instructorId: ID) {\n    myLessons(from: $from, to: $to, instructorId: $instructorId) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lessons {\n        ...InstructorLessonFields\n      }\n    }\n  }\n": types.MyLessonsDocument,
    "\n  query MyLesson($id: ID!) {\n    myLesson(id: $id) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lesson {\n        ...InstructorLessonFields\n      }\n    }\n  }\n": types.MyLessonDocument,
    "\n  query MyLessonsInstructorOptions {\n    myLessonsInstructorOptions {\n      id\n      name\n    }\n  }\n": types.MyLessonsInstructorOptionsDocument,
    "\n  fragment OnlineEnrollmentFields on OnlineCourseEnrollment {\n    id\n    name\n    enrolled\n    status\n    courseId\n    courseState\n    courseCategory\n    enrolledAt\n    endedAt\n    migratedFromId\n    timeZone\n    requiredSeconds\n    dailyCapSeconds\n    minDays\n    creditedSeconds\n    creditedDays\n    seatTimeComplete\n    earliestCompletionDate\n    days {\n      day\n      rawSeconds\n      patchSeconds\n      adjustedSeconds\n      creditedSeconds\n      capReached\n    }\n    patches {\n      id\n      day\n      seconds\n      reason\n      createdBy\n      createdAt\n    }\n    percentComplete\n    percentTestsPassed\n    completed\n    completedAt\n    certificateId\n    currentLecture {\n      id\n      title\n    }\n    tests {\n      partId\n      number\n      lectureTitle\n      numCorrect\n      totalQuestions\n      passed\n      attempts\n    }\n  }\n": types.OnlineEnrollmentFieldsFragmentDoc,
    "\n  query StudentOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": types.StudentOnlineCoursesDocument,
    "\n  query EnrollableCourses($state: String) {\n    courses(state: $state) {\n      id\n      state\n      category\n      name\n      requiredSeconds\n      dailyCapSeconds\n      offerings {\n        format\n      }\n    }\n  }\n": types.EnrollableCoursesDocument,
    "\n  mutation EnrollStudentToOnlineCourse($input: EnrollStudentToOnlineCourseInput!) {\n    enrollStudentToOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": types.EnrollStudentToOnlineCourseDocument,
    "\n  mutation UnenrollStudentFromOnlineCourse($id: ID!) {\n    unenrollStudentFromOnlineCourse(id: $id) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": types.UnenrollStudentFromOnlineCourseDocument,
    "\n  mutation MigrateStudentOnlineCourse($input: MigrateStudentOnlineCourseInput!) {\n    migrateStudentOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": types.MigrateStudentOnlineCourseDocument,
    "\n  mutation PatchSeatTime($input: PatchSeatTimeInput!) {\n    patchSeatTime(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n": types.PatchSeatTimeDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $channel: OutboxChannel, $pageQuery: PageQuery) {\n    outboxMessages(status: $status, channel: $channel, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          channel\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n          resentFromId\n        }\n      }\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  query OutboxMessage($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      subject\n      to\n      text\n      html\n    }\n  }\n": types.OutboxMessageDocument,
    "\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      id\n      status\n    }\n  }\n": types.ResendOutboxMessageDocument,
    "\n  query PortalOwnCancellationPreview($lessonId: ID!, $studentId: ID!) {\n    ownLessonCancellationPreview(lessonId: $lessonId, studentId: $studentId) {\n      returnsMinutes\n      late\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n": types.PortalOwnCancellationPreviewDocument,
    "\n  mutation PortalCancelOwnLesson($input: CancelOwnLessonInput!) {\n    cancelOwnLesson(input: $input) {\n      id\n      status\n    }\n  }\n": types.PortalCancelOwnLessonDocument,
    "\n  query PortalOwnRescheduleOptions($lessonId: ID!, $studentId: ID!) {\n    ownLessonRescheduleOptions(lessonId: $lessonId, studentId: $studentId) {\n      refusal\n      windowHours\n      slots {\n        startTime\n        instructorId\n        instructorName\n      }\n    }\n  }\n": types.PortalOwnRescheduleOptionsDocument,
    "\n  mutation PortalRescheduleOwnLesson($input: RescheduleOwnLessonInput!) {\n    rescheduleOwnLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n": types.PortalRescheduleOwnLessonDocument,
    "\n  query PortalMyMoney {\n    myMoney {\n      studentId\n      studentName\n      held {\n        productId\n        name\n        type\n        quantity\n        lots {\n          quantity\n          expiresAt\n        }\n      }\n      payments {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n      }\n    }\n  }\n": types.PortalMyMoneyDocument,
    "\n  query PortalMyReceipt($id: ID!) {\n    myReceipt(id: $id) {\n      studentName\n      schoolName\n      schoolAddress\n      schoolPhone\n      payment {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        paymentReference\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n        refunds {\n          id\n          createdAt\n          amountCents\n          paymentMethod\n        }\n      }\n    }\n  }\n": types.PortalMyReceiptDocument,
    "\n  query PortalMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n": types.PortalMyStudentsDocument,
    "\n  query PortalLessons($studentId: ID!) {\n    lessons(studentId: $studentId, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            label\n          }\n          pickup {\n            meetingPointLabel\n            location\n          }\n          students {\n            studentId\n            pickupDetails\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n          }\n          myReview {\n            id\n            rating\n            status\n          }\n        }\n      }\n    }\n  }\n": types.PortalLessonsDocument,
    "\n  mutation PortalReviewInstructor($lessonId: ID!, $rating: Int!, $text: String) {\n    reviewInstructor(lessonId: $lessonId, rating: $rating, text: $text) {\n      id\n      rating\n      status\n    }\n  }\n": types.PortalReviewInstructorDocument,
    "\n  query PortalFamily {\n    myStudents {\n      id\n      name\n      dob\n      age\n      usStateId\n      userId\n      signInEmail\n    }\n  }\n": types.PortalFamilyDocument,
    "\n  mutation PortalAddTeen($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n      name\n    }\n  }\n": types.PortalAddTeenDocument,
    "\n  query PracticeQuestions($state: String!, $includeInactive: Boolean) {\n    practiceQuestions(state: $state, includeInactive: $includeInactive) {\n      id\n      prompt\n      choices\n      correctIndex\n      explanation\n      source\n      position\n      isActive\n    }\n  }\n": types.PracticeQuestionsDocument,
    "\n  mutation CreatePracticeQuestion($state: String!, $input: PracticeQuestionInput!) {\n    createPracticeQuestion(state: $state, input: $input) {\n      id\n    }\n  }\n": types.CreatePracticeQuestionDocument,
    "\n  mutation UpdatePracticeQuestion($id: ID!, $input: UpdatePracticeQuestionInput!) {\n    updatePracticeQuestion(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": types.UpdatePracticeQuestionDocument,
    "\n  query PracticeTestStates {\n    practiceTestStates {\n      state\n      questionCount\n    }\n  }\n": types.PracticeTestStatesDocument,
    "\n  query PracticeTest($state: String!, $questionCount: Int, $set: Int) {\n    practiceTest(state: $state, questionCount: $questionCount, set: $set) {\n      questions {\n        id\n        prompt\n        choices\n      }\n    }\n  }\n": types.PracticeTestDocument,
    "\n  mutation GradePracticeTest($state: String!, $answers: [PracticeAnswerInput!]!) {\n    gradePracticeTest(state: $state, answers: $answers) {\n      numCorrect\n      totalQuestions\n      percent\n      passed\n      questions {\n        id\n        prompt\n        choices\n        chosenIndex\n        correctIndex\n        isCorrect\n        explanation\n        source\n      }\n    }\n  }\n": types.GradePracticeTestDocument,
    "\n  query PriceSchemes {\n    priceSchemes {\n      id\n      name\n      canonicalPrice\n      products {\n        price\n        product {\n          id\n          name\n          type\n          isArchived\n        }\n      }\n      effectivePrices {\n        price\n        product {\n          id\n        }\n        steps {\n          fragmentName\n          before\n          after\n        }\n      }\n    }\n  }\n": types.PriceSchemesDocument,
    "\n  query PriceableProducts {\n    products(pageQuery: { first: 100 }) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": types.PriceableProductsDocument,
    "\n  mutation CreatePriceScheme($input: CreatePriceSchemeInput!) {\n    createPriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreatePriceSchemeDocument,
    "\n  mutation UpdatePriceScheme($input: UpdatePriceSchemeInput!) {\n    updatePriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdatePriceSchemeDocument,
    "\n  mutation DeletePriceScheme($id: ID!) {\n    deletePriceScheme(id: $id) {\n      id\n    }\n  }\n": types.DeletePriceSchemeDocument,
    "\n  query PriceSchemeFragments($pageQuery: PageQuery) {\n    priceSchemeFragments(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          priceSchemes {\n            id\n            name\n          }\n          productPrices {\n            product {\n              id\n              name\n            }\n            priceAlgorithm {\n              kind\n              amountCents\n              percentBasisPoints\n              rounding\n              roundingDigit\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PriceSchemeFragmentsDocument,
    "\n  query PriceSchemeOptions {\n    priceSchemes {\n      id\n      name\n    }\n  }\n": types.PriceSchemeOptionsDocument,
    "\n  query PreviewPriceSchemeFragment($input: PriceSchemeFragmentPreviewInput!) {\n    previewPriceSchemeFragment(input: $input) {\n      priceScheme {\n        id\n        name\n      }\n      prices {\n        currentPrice\n        previewPrice\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PreviewPriceSchemeFragmentDocument,
    "\n  mutation CreatePriceSchemeFragment($input: CreatePriceSchemeFragmentInput!) {\n    createPriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreatePriceSchemeFragmentDocument,
    "\n  mutation UpdatePriceSchemeFragment($input: UpdatePriceSchemeFragmentInput!) {\n    updatePriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdatePriceSchemeFragmentDocument,
    "\n  mutation DeletePriceSchemeFragment($id: ID!) {\n    deletePriceSchemeFragment(id: $id) {\n      id\n    }\n  }\n": types.DeletePriceSchemeFragmentDocument,
    "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      status\n      quantity\n      unitPrice\n      subtotal\n      discount\n      total\n      couponCheckedAgainAtCheckout\n      steps {\n        kind\n        id\n        name\n        price\n        algorithm\n        before\n        after\n        quantity\n        unitPrice\n        subtotal\n        code\n        applied\n        reason\n        discount\n        total\n      }\n    }\n  }\n": types.QuoteDocument,
    "\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": types.ProductComponentOptionsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query RegionSchemes {\n    regionSchemes {\n      id\n      superRegion {\n        id\n        name\n        state\n        googleBusinessPageUrl\n        slackChannelId\n      }\n      priceScheme {\n        id\n        name\n      }\n    }\n    priceSchemeChoices {\n      id\n      name\n    }\n  }\n": types.RegionSchemesDocument,
    "\n  mutation CreateSuperRegion($input: CreateSuperRegionInput!) {\n    createSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateSuperRegionDocument,
    "\n  mutation UpdateSuperRegion($input: UpdateSuperRegionInput!) {\n    updateSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateSuperRegionDocument,
    "\n  mutation DeleteSuperRegion($id: ID!) {\n    deleteSuperRegion(id: $id) {\n      id\n    }\n  }\n": types.DeleteSuperRegionDocument,
    "\n  mutation UpdateRegionScheme($superRegionId: ID!, $priceSchemeId: ID) {\n    updateRegionScheme(superRegionId: $superRegionId, priceSchemeId: $priceSchemeId) {\n      id\n      priceScheme {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateRegionSchemeDocument,
    "\n  query Regions($first: Int, $after: String) {\n    regions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          state\n          superRegion {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.RegionsDocument,
    "\n  query RegionsMap {\n    regionsGeoJson\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n": types.RegionsMapDocument,
    "\n  mutation CreateRegion($input: CreateRegionInput!) {\n    createRegion(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateRegionDocument,
    "\n  query SuperRegionOptions {\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n": types.SuperRegionOptionsDocument,
    "\n  mutation UpdateRegion($input: UpdateRegionInput!) {\n    updateRegion(input: $input) {\n      id\n      name\n      state\n      superRegion {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateRegionDocument,
    "\n  mutation DeleteRegion($id: ID!) {\n    deleteRegion(id: $id) {\n      id\n    }\n  }\n": types.DeleteRegionDocument,
    "\n  query ParkingHubs {\n    parkingHubs {\n      id\n      name\n      address\n      latitude\n      longitude\n      superRegion {\n        id\n        name\n        state\n      }\n    }\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n": types.ParkingHubsDocument,
    "\n  mutation CreateParkingHub($input: CreateParkingHubInput!) {\n    createParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateParkingHubDocument,
    "\n  mutation UpdateParkingHub($input: UpdateParkingHubInput!) {\n    updateParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateParkingHubDocument,
    "\n  mutation DeleteParkingHub($id: ID!) {\n    deleteParkingHub(id: $id) {\n      id\n    }\n  }\n": types.DeleteParkingHubDocument,
    "\n  query ScholarshipCourse($id: ID!) {\n    course(id: $id) {\n      id\n      name\n      state\n      path\n    }\n  }\n": types.ScholarshipCourseDocument,
    "\n  query ScholarshipCourses {\n    courses {\n      id\n      name\n      state\n      path\n    }\n  }\n": types.ScholarshipCoursesDocument,
    "\n  mutation ApplyForScholarship(\n    $userName: String!\n    $email: String!\n    $dob: String!\n    $scholarshipAnswer: String!\n    $courseId: ID!\n  ) {\n    applyForScholarship(\n      userName: $userName\n      email: $email\n      dob: $dob\n      scholarshipAnswer: $scholarshipAnswer\n      courseId: $courseId\n    ) {\n      id\n      status\n    }\n  }\n": types.ApplyForScholarshipDocument,
    "\n  query ScholarshipApplications($status: ScholarshipStatus) {\n    scholarshipApplications(status: $status) {\n      id\n      courseName\n      userName\n      email\n      dob\n      scholarshipAnswer\n      status\n      voucherCode\n      declineReason\n      reviewedByName\n      createdAt\n    }\n  }\n": types.ScholarshipApplicationsDocument,
    "\n  mutation GrantScholarship($id: ID!) {\n    grantScholarship(id: $id) {\n      id\n      status\n      voucherCode\n    }\n  }\n": types.GrantScholarshipDocument,
    "\n  mutation DeclineScholarship($id: ID!, $reason: String!) {\n    declineScholarship(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DeclineScholarshipDocument,
    "\n  query SiteViewer {\n    me {\n      name\n      roles\n    }\n  }\n": types.SiteViewerDocument,
    "\n  query DrivingSkills {\n    drivingSkills {\n      id\n      label\n    }\n  }\n": types.DrivingSkillsDocument,
    "\n  fragment SkillReportFields on DrivingSkillReport {\n    id\n    studentId\n    lastEmailSent\n    lesson {\n      id\n      startTime\n      timeZone\n      instructorName\n      lessonTypeLabel\n      cancelled\n    }\n    ratings {\n      drivingSkillId\n      label\n      rating\n      value\n    }\n  }\n": types.SkillReportFieldsFragmentDoc,
    "\n  query StudentSkillReports($studentId: ID!) {\n    lessonsDrivingSkillsReportsByStudent(studentId: $studentId) {\n      ...SkillReportFields\n    }\n  }\n": types.StudentSkillReportsDocument,
    "\n  query LessonSkillReport($studentId: ID!, $lessonId: ID!) {\n    lessonDrivingSkillsReportByStudentAndLesson(studentId: $studentId, lessonId: $lessonId) {\n      ...SkillReportFields\n    }\n  }\n": types.LessonSkillReportDocument,
    "\n  mutation UpdateSkillReport(\n    $lessonId: ID!\n    $studentId: ID!\n    $ratings: [DrivingSkillRatingInput!]!\n  ) {\n    updateLessonReportForStudent(lessonId: $lessonId, studentId: $studentId, ratings: $ratings) {\n      ...SkillReportFields\n    }\n  }\n": types.UpdateSkillReportDocument,
    "\n  mutation EmailSkillReport(\n    $studentId: ID!\n    $lessonId: ID!\n    $emails: [String!]!\n    $comments: String\n  ) {\n    emailStudentReport(\n      studentId: $studentId\n      lessonId: $lessonId\n      emails: $emails\n      comments: $comments\n    ) {\n      ...SkillReportFields\n    }\n  }\n": types.EmailSkillReportDocument,
    "\n  query SlotSearch($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      regionId\n      durationMinutes\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n            title\n          }\n        }\n      }\n    }\n  }\n": types.SlotSearchDocument,
    "\n  query SlotSearchOptions {\n    lessonTypes {\n      id\n      label\n      durationMinutes\n    }\n  }\n": types.SlotSearchOptionsDocument,
    "\n  query SlotSearchMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n    }\n  }\n": types.SlotSearchMeetingPointsDocument,
    "\n  query StateConfigs {\n    stateConfigs {\n      id\n      state\n      longName\n      hasHomePickup\n      hasMeetingPoints\n      hasFixedLocations\n      isShareableByDefault\n      cmsId\n      lateCancellationWindowHours\n      lateCancellationFeeCents\n    }\n  }\n": types.StateConfigsDocument,
    "\n  mutation CreateStateConfig($input: CreateStateConfigInput!) {\n    createStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n": types.CreateStateConfigDocument,
    "\n  mutation UpdateStateConfig($input: UpdateStateConfigInput!) {\n    updateStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n": types.UpdateStateConfigDocument,
    "\n  query StateMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      state\n      address\n      label\n      description\n      restrictedLessonTypes\n      latitude\n      longitude\n    }\n  }\n": types.StateMeetingPointsDocument,
    "\n  mutation CreateStateMeetingPoint($input: CreateStateMeetingPointInput!) {\n    createStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n": types.CreateStateMeetingPointDocument,
    "\n  mutation UpdateStateMeetingPoint($input: UpdateStateMeetingPointInput!) {\n    updateStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n": types.UpdateStateMeetingPointDocument,
    "\n  mutation DeleteStateMeetingPoint($id: ID!) {\n    deleteStateMeetingPoint(id: $id) {\n      id\n    }\n  }\n": types.DeleteStateMeetingPointDocument,
    "\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": types.StudentsDocument,
    "\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n      latitude\n      longitude\n    }\n  }\n": types.StudentDetailsFragmentDoc,
    "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    studentGuardians(studentId: $id) {\n      userId\n      name\n      email\n      linkedAt\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": types.StudentDocument,
    "\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddStudentDocument,
    "\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n": types.UpdateStudentDocument,
    "\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n": types.DisableStudentAccountDocument,
    "\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": types.StudentNotesDocument,
    "\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n": types.PutNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n": types.PutBookingAlertDocument,
    "\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n": types.RemoveBookingAlertDocument,
    "\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.StudentUserLogsDocument,
    "\n  fragment SyncCheckFields on SyncCheck {\n    id\n    startTime\n    endTime\n    isRunning\n    cancelRequested\n    isCancelled\n    startedByName\n    studentsCount\n    checkedStudentsCount\n    ignoredStudentsCount\n    ledgerStudentsCount\n    outOfSyncStudentsCount\n    conflictsCount\n    errorsCount\n  }\n": types.SyncCheckFieldsFragmentDoc,
    "\n  query SyncStatus {\n    syncChecks(pageQuery: { first: 1 }) {\n      totalCount\n      edges {\n        node {\n          ...SyncCheckFields\n        }\n      }\n    }\n    lastCompletedSyncCheck {\n      id\n      endTime\n      conflictsCount\n    }\n  }\n": types.SyncStatusDocument,
    "\n  query SyncCheck($id: ID!, $kind: SyncConflictKind, $pageQuery: PageQuery) {\n    syncCheck(id: $id) {\n      ...SyncCheckFields\n      errors {\n        message\n        fromStudentId\n        toStudentId\n      }\n      conflicts(kind: $kind, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            studentId\n            studentName\n            kind\n            productType\n            syncIndicator\n            nextValue\n            legacyValue\n          }\n        }\n      }\n    }\n  }\n": types.SyncCheckDocument,
    "\n  query SyncConflict($id: ID!) {\n    syncConflict(id: $id) {\n      id\n      lastSyncCheckId\n      studentId\n      studentName\n      kind\n      productType\n      syncIndicator\n      nextValue\n      legacyValue\n      breakdown {\n        day\n        nextChange\n        legacyChange\n        nextTotal\n        legacyTotal\n        diverges\n      }\n    }\n  }\n": types.SyncConflictDocument,
    "\n  mutation StartSyncCheck {\n    startSyncCheck {\n      id\n    }\n  }\n": types.StartSyncCheckDocument,
    "\n  mutation CancelSyncCheck($id: ID!) {\n    cancelSyncCheck(id: $id) {\n      id\n      cancelRequested\n    }\n  }\n": types.CancelSyncCheckDocument,
    "\n  mutation ImportLegacyBalances($format: LegacyImportFormat!, $content: String!) {\n    importLegacyBalances(format: $format, content: $content) {\n      importedCount\n      importedDaysCount\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n": types.ImportLegacyBalancesDocument,
    "\n  subscription SyncCheckProgress($syncCheckId: ID!) {\n    syncCheckProgress(syncCheckId: $syncCheckId) {\n      kind\n      syncCheckId\n      studentsCount\n      processedCount\n      conflictsCount\n      conflictId\n    }\n  }\n": types.SyncCheckProgressDocument,
    "\n  query PayPeriods($count: Int) {\n    payPeriods(count: $count) {\n      start\n      end\n      isComplete\n      approval {\n        approvedAt\n      }\n    }\n    timesheetSettings {\n      periodLength\n      anchorDate\n      paidBlockTypes\n      timeZone\n    }\n  }\n": types.PayPeriodsDocument,
    "\n  query TimesheetPeriod($start: String!, $end: String!) {\n    timesheetPeriod(start: $start, end: $end) {\n      start\n      end\n      isComplete\n      totalPayCents\n      approval {\n        approvedAt\n        approvedByName\n      }\n      timesheets {\n        instructorId\n        instructorName\n        teachingRateCents\n        nonTeachingRateCents\n        teachingMinutes\n        nonTeachingMinutes\n        teachingPayCents\n        nonTeachingPayCents\n        totalPayCents\n        lines {\n          key\n          kind\n          blockType\n          date\n          description\n          minutes\n          rateCents\n          payCents\n          correctsPeriodStart\n          reason\n        }\n      }\n    }\n  }\n": types.TimesheetPeriodDocument,
    "\n  mutation ApproveTimesheetPeriod($input: ApproveTimesheetPeriodInput!) {\n    approveTimesheetPeriod(input: $input) {\n      start\n      approval {\n        approvedAt\n        approvedByName\n      }\n    }\n  }\n": types.ApproveTimesheetPeriodDocument,
    "\n  mutation UpdateTimesheetSettings($input: TimesheetSettingsInput!) {\n    updateTimesheetSettings(input: $input) {\n      periodLength\n      anchorDate\n      paidBlockTypes\n    }\n  }\n": types.UpdateTimesheetSettingsDocument,
    "\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n": types.UsersWithRolesDocument,
    "\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n": types.UpdateUserRolesDocument,
    "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n": types.EnableUserDocument,
    "\n  query Vehicles($pageQuery: PageQuery) {\n    vehicles(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          samsaraId\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.VehiclesDocument,
    "\n  query VehicleInstructorOptions {\n    vehicleInstructorOptions {\n      id\n      name\n    }\n  }\n": types.VehicleInstructorOptionsDocument,
    "\n  mutation PutVehicle($input: PutVehicleInput!) {\n    putVehicle(input: $input) {\n      id\n      name\n    }\n  }\n": types.PutVehicleDocument,
    "\n  mutation DeleteVehicle($id: ID!) {\n    deleteVehicle(id: $id) {\n      id\n    }\n  }\n": types.DeleteVehicleDocument,
    "\n  query Vouchers($filter: VoucherFilter, $pageQuery: PageQuery) {\n    vouchers(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          isActive\n          redeemedAt\n          createdAt\n          createdByName\n          note\n          product {\n            id\n            name\n          }\n          redeemedBy {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.VouchersDocument,
    "\n  query VoucherProductOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": types.VoucherProductOptionsDocument,
    "\n  mutation CreateVouchers($input: CreateVouchersInput!) {\n    createVouchers(input: $input) {\n      id\n      code\n      product {\n        id\n        name\n      }\n    }\n  }\n": types.CreateVouchersDocument,
    "\n  mutation UpdateVoucher($input: UpdateVoucherInput!) {\n    updateVoucher(input: $input) {\n      id\n      isActive\n    }\n  }\n": types.UpdateVoucherDocument,
    "\n  mutation RedeemVoucher($code: String!, $studentId: ID!) {\n    redeemVoucher(code: $code, studentId: $studentId) {\n      id\n      code\n      ledgerEntryId\n      product {\n        id\n        name\n      }\n      redeemedBy {\n        id\n        name\n      }\n    }\n  }\n": types.RedeemVoucherDocument,
    "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n": types.GetMyselfDocument,
    "\n  query FeatureFlags {\n    featureFlags {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n": types.FeatureFlagsDocument,
    "\n  query UserRoles {\n    userRoles\n  }\n": types.UserRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminWelcome {\n    me {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTelemetry($from: String!, $to: String!) {\n    apiCallCountByDate(from: $from, to: $to) {\n      id\n      count\n    }\n    apiCallCountByOperation(from: $from, to: $to) {\n      operationName\n      count\n    }\n  }\n"): (typeof documents)["\n  query ApiTelemetry($from: String!, $to: String!) {\n    apiCallCountByDate(from: $from, to: $to) {\n      id\n      count\n    }\n    apiCallCountByOperation(from: $from, to: $to) {\n      operationName\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n            label\n          }\n          changes {\n            path\n            label\n            valueType\n            oldValue\n            newValue\n            oldText\n            newText\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {\n    auditLogs(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          timestamp\n          action\n          updatedBy {\n            id\n            name\n            role\n          }\n          collection {\n            name\n            path\n            label\n          }\n          changes {\n            path\n            label\n            valueType\n            oldValue\n            newValue\n            oldText\n            newText\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditAuthorOptions($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityInstructorOptions {\n    availabilityInstructorOptions {\n      id\n      name\n      timeZone\n      status\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityInstructorOptions {\n    availabilityInstructorOptions {\n      id\n      name\n      timeZone\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorAvailability($instructorId: ID!, $from: String) {\n    instructorAvailability(instructorId: $instructorId, from: $from) {\n      instructorId\n      instructorName\n      timeZone\n      weeklyHours {\n        weekday\n        startMinute\n        endMinute\n      }\n      breaks {\n        weekday\n        startMinute\n        endMinute\n        kind\n      }\n      exceptions {\n        id\n        date\n        startMinute\n        endMinute\n        isAvailable\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstructorAvailability($instructorId: ID!, $from: String) {\n    instructorAvailability(instructorId: $instructorId, from: $from) {\n      instructorId\n      instructorName\n      timeZone\n      weeklyHours {\n        weekday\n        startMinute\n        endMinute\n      }\n      breaks {\n        weekday\n        startMinute\n        endMinute\n        kind\n      }\n      exceptions {\n        id\n        date\n        startMinute\n        endMinute\n        isAvailable\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleColumnFields on InstructorSchedule {\n    instructorId\n    instructorName\n    timeZone\n    blocks {\n      type\n      start\n      end\n      referenceId\n    }\n    lessons {\n      id\n      lessonTypeLabel\n      studentNames\n      pickupLocation\n    }\n  }\n"): (typeof documents)["\n  fragment ScheduleColumnFields on InstructorSchedule {\n    instructorId\n    instructorName\n    timeZone\n    blocks {\n      type\n      start\n      end\n      referenceId\n    }\n    lessons {\n      id\n      lessonTypeLabel\n      studentNames\n      pickupLocation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorSchedule($instructorId: ID!, $from: DateTime!, $to: DateTime!) {\n    instructorSchedule(instructorId: $instructorId, from: $from, to: $to) {\n      ...ScheduleColumnFields\n    }\n  }\n"): (typeof documents)["\n  query InstructorSchedule($instructorId: ID!, $from: DateTime!, $to: DateTime!) {\n    instructorSchedule(instructorId: $instructorId, from: $from, to: $to) {\n      ...ScheduleColumnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInstructorWeeklyHours(\n    $instructorId: ID!\n    $spans: [WeeklySpanInput!]!\n    $breaks: [WeeklyBreakInput!]\n  ) {\n    setInstructorWeeklyHours(instructorId: $instructorId, spans: $spans, breaks: $breaks) {\n      instructorId\n    }\n  }\n"): (typeof documents)["\n  mutation SetInstructorWeeklyHours(\n    $instructorId: ID!\n    $spans: [WeeklySpanInput!]!\n    $breaks: [WeeklyBreakInput!]\n  ) {\n    setInstructorWeeklyHours(instructorId: $instructorId, spans: $spans, breaks: $breaks) {\n      instructorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutAvailabilityException($input: PutAvailabilityExceptionInput!) {\n    putAvailabilityException(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutAvailabilityException($input: PutAvailabilityExceptionInput!) {\n    putAvailabilityException(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAvailabilityException($id: ID!) {\n    deleteAvailabilityException(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAvailabilityException($id: ID!) {\n    deleteAvailabilityException(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityAuditFindings($instructorId: ID, $pageQuery: PageQuery) {\n    availabilityAuditFindings(instructorId: $instructorId, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          instructorId\n          instructorName\n          instructorTimeZone\n          lessonStart\n          lessonEnd\n          lessonTypeLabel\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityAuditFindings($instructorId: ID, $pageQuery: PageQuery) {\n    availabilityAuditFindings(instructorId: $instructorId, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          instructorId\n          instructorName\n          instructorTimeZone\n          lessonStart\n          lessonEnd\n          lessonTypeLabel\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookLessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n  }\n"): (typeof documents)["\n  query BookLessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFromPrices($state: String) {\n    bookingFromPrices(state: $state) {\n      lessonTypeId\n      fromCents\n    }\n  }\n"): (typeof documents)["\n  query BookingFromPrices($state: String) {\n    bookingFromPrices(state: $state) {\n      lessonTypeId\n      fromCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPlaces($state: String!, $lessonTypeId: ID) {\n    bookingPlaces(state: $state, lessonTypeId: $lessonTypeId) {\n      homePickup\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPlaces($state: String!, $lessonTypeId: ID) {\n    bookingPlaces(state: $state, lessonTypeId: $lessonTypeId) {\n      homePickup\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuote($lessonTypeId: ID!, $zip: String, $meetingPointId: ID, $couponCode: String) {\n    bookingQuote(\n      lessonTypeId: $lessonTypeId\n      zip: $zip\n      meetingPointId: $meetingPointId\n      couponCode: $couponCode\n    ) {\n      served\n      state\n      durationMinutes\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n"): (typeof documents)["\n  query BookingQuote($lessonTypeId: ID!, $zip: String, $meetingPointId: ID, $couponCode: String) {\n    bookingQuote(\n      lessonTypeId: $lessonTypeId\n      zip: $zip\n      meetingPointId: $meetingPointId\n      couponCode: $couponCode\n    ) {\n      served\n      state\n      durationMinutes\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookSlots($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookSlots($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query BookMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation BookHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookCheckout($input: CheckoutBookingInput!) {\n    checkoutBooking(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BookCheckout($input: CheckoutBookingInput!) {\n    checkoutBooking(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookConfirmation($id: ID!) {\n    checkout(id: $id) {\n      id\n      amountCents\n      discountCents\n      couponCode\n      voucherCode\n      lesson {\n        id\n        startTime\n        durationMinutes\n        lessonType {\n          label\n        }\n        instructor {\n          name\n          timeZone\n        }\n        pickup {\n          location\n          meetingPointId\n          meetingPointLabel\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookConfirmation($id: ID!) {\n    checkout(id: $id) {\n      id\n      amountCents\n      discountCents\n      couponCode\n      voucherCode\n      lesson {\n        id\n        startTime\n        durationMinutes\n        lessonType {\n          label\n        }\n        instructor {\n          name\n          timeZone\n        }\n        pickup {\n          location\n          meetingPointId\n          meetingPointLabel\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BookCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificateFields on Certificate {\n    id\n    certNumber\n    certTypeLabel\n    usStateId\n    issuedAt\n    issuedTo\n    studentName\n    createdBy\n    shippingSpeed\n    shippingStatus\n    pdfUrl\n  }\n"): (typeof documents)["\n  fragment CertificateFields on Certificate {\n    id\n    certNumber\n    certTypeLabel\n    usStateId\n    issuedAt\n    issuedTo\n    studentName\n    createdBy\n    shippingSpeed\n    shippingStatus\n    pdfUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Certificates($studentId: ID, $certTypeId: ID, $usStateId: String, $pageQuery: PageQuery) {\n    certificates(\n      studentId: $studentId\n      certTypeId: $certTypeId\n      usStateId: $usStateId\n      pageQuery: $pageQuery\n    ) {\n      totalCount\n      edges {\n        node {\n          ...CertificateFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Certificates($studentId: ID, $certTypeId: ID, $usStateId: String, $pageQuery: PageQuery) {\n    certificates(\n      studentId: $studentId\n      certTypeId: $certTypeId\n      usStateId: $usStateId\n      pageQuery: $pageQuery\n    ) {\n      totalCount\n      edges {\n        node {\n          ...CertificateFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCertificates {\n    myCertificates {\n      ...CertificateFields\n    }\n  }\n"): (typeof documents)["\n  query MyCertificates {\n    myCertificates {\n      ...CertificateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificateTypes {\n    certificateTypes {\n      id\n      label\n      prefix\n      valMin\n      valMax\n      usStateId\n      lastIssued\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query CertificateTypes {\n    certificateTypes {\n      id\n      label\n      prefix\n      valMin\n      valMax\n      usStateId\n      lastIssued\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutCertificate($input: PutCertificateInput!) {\n    putCertificate(input: $input) {\n      replayed\n      certificate {\n        ...CertificateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PutCertificate($input: PutCertificateInput!) {\n    putCertificate(input: $input) {\n      replayed\n      certificate {\n        ...CertificateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCertificateType($input: CertificateTypeInput!) {\n    createCertificateType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCertificateType($input: CertificateTypeInput!) {\n    createCertificateType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCertificateType($id: ID!, $input: CertificateTypeInput!) {\n    updateCertificateType(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCertificateType($id: ID!, $input: CertificateTypeInput!) {\n    updateCertificateType(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingOrders($pageQuery: PageQuery) {\n    shippingOrders(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          certNumber\n          certTypeLabel\n          studentId\n          studentName\n          speed\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShippingOrders($pageQuery: PageQuery) {\n    shippingOrders(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          certNumber\n          certTypeLabel\n          studentId\n          studentName\n          speed\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkShippingOrderShipped($id: ID!) {\n    markShippingOrderShipped(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MarkShippingOrderShipped($id: ID!) {\n    markShippingOrderShipped(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCohorts($courseId: ID!, $doShowClosed: Boolean) {\n    course(id: $courseId) {\n      id\n      name\n      state\n    }\n    cohorts(courseId: $courseId, doShowClosed: $doShowClosed) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isOpen\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseCohorts($courseId: ID!, $doShowClosed: Boolean) {\n    course(id: $courseId) {\n      id\n      name\n      state\n    }\n    cohorts(courseId: $courseId, doShowClosed: $doShowClosed) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isOpen\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CohortRoster($cohortId: ID!) {\n    cohortRoster(cohortId: $cohortId) {\n      cohort {\n        id\n        courseId\n        name\n        description\n        startDate\n        endDate\n        timeZone\n        maxEnrollees\n        numEnrolled\n        isOpen\n        isEnrollmentOpen\n        sessions {\n          id\n          name\n          startTime\n          endTime\n        }\n      }\n      students {\n        studentId\n        name\n        email\n        attendance {\n          sessionId\n          attendance\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CohortRoster($cohortId: ID!) {\n    cohortRoster(cohortId: $cohortId) {\n      cohort {\n        id\n        courseId\n        name\n        description\n        startDate\n        endDate\n        timeZone\n        maxEnrollees\n        numEnrolled\n        isOpen\n        isEnrollmentOpen\n        sessions {\n          id\n          name\n          startTime\n          endTime\n        }\n      }\n      students {\n        studentId\n        name\n        email\n        attendance {\n          sessionId\n          attendance\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCohort($input: CreateCohortInput!) {\n    createCohort(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCohort($input: CreateCohortInput!) {\n    createCohort(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCohort($id: ID!, $input: UpdateCohortInput!) {\n    updateCohort(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCohort($id: ID!, $input: UpdateCohortInput!) {\n    updateCohort(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCohort($id: ID!) {\n    deleteCohort(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCohort($id: ID!) {\n    deleteCohort(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutCohortSession($id: ID, $input: PutCohortSessionInput!) {\n    putCohortSession(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutCohortSession($id: ID, $input: PutCohortSessionInput!) {\n    putCohortSession(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCohortSession($id: ID!) {\n    deleteCohortSession(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCohortSession($id: ID!) {\n    deleteCohortSession(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnrollStudentInCohort($cohortId: ID!, $studentId: ID!) {\n    enrollStudentInCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n"): (typeof documents)["\n  mutation EnrollStudentInCohort($cohortId: ID!, $studentId: ID!) {\n    enrollStudentInCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStudentFromCohort($cohortId: ID!, $studentId: ID!) {\n    removeStudentFromCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStudentFromCohort($cohortId: ID!, $studentId: ID!) {\n    removeStudentFromCohort(cohortId: $cohortId, studentId: $studentId) {\n      id\n      numEnrolled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCohortAttendance($sessionId: ID!, $studentId: ID!, $attendance: CohortAttendance!) {\n    setCohortAttendance(sessionId: $sessionId, studentId: $studentId, attendance: $attendance) {\n      sessionId\n      studentId\n      attendance\n    }\n  }\n"): (typeof documents)["\n  mutation SetCohortAttendance($sessionId: ID!, $studentId: ID!, $attendance: CohortAttendance!) {\n    setCohortAttendance(sessionId: $sessionId, studentId: $studentId, attendance: $attendance) {\n      sessionId\n      studentId\n      attendance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCohorts($courseId: ID!) {\n    cohorts(courseId: $courseId) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCohorts($courseId: ID!) {\n    cohorts(courseId: $courseId) {\n      id\n      name\n      description\n      startDate\n      endDate\n      timeZone\n      maxEnrollees\n      numEnrolled\n      isEnrollmentOpen\n      sessions {\n        id\n        name\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Coupons($filter: CouponFilter, $pageQuery: PageQuery) {\n    coupons(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          scope\n          title\n          type\n          discount\n          expiration\n          courseId\n          state\n          isDailyCoupon\n          regionIds\n          displayInLandingPages\n          onlyFirstPurchase\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Coupons($filter: CouponFilter, $pageQuery: PageQuery) {\n    coupons(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          scope\n          title\n          type\n          discount\n          expiration\n          courseId\n          state\n          isDailyCoupon\n          regionIds\n          displayInLandingPages\n          onlyFirstPurchase\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponRegionOptions {\n    couponRegionOptions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CouponRegionOptions {\n    couponRegionOptions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCoupon($id: ID!) {\n    deleteCoupon(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseContent($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      name\n      state\n      isPublished\n    }\n    courseLectures(courseId: $courseId) {\n      id\n      title\n      position\n      minimumSeconds\n      parts {\n        id\n        position\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n          correctIndex\n          explanation\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseContent($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      name\n      state\n      isPublished\n    }\n    courseLectures(courseId: $courseId) {\n      id\n      title\n      position\n      minimumSeconds\n      parts {\n        id\n        position\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n          correctIndex\n          explanation\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLecture($input: CreateLectureInput!) {\n    createLecture(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLecture($input: CreateLectureInput!) {\n    createLecture(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLecture($id: ID!, $input: UpdateLectureInput!) {\n    updateLecture(id: $id, input: $input) {\n      id\n      title\n      minimumSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLecture($id: ID!, $input: UpdateLectureInput!) {\n    updateLecture(id: $id, input: $input) {\n      id\n      title\n      minimumSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLecture($id: ID!) {\n    deleteLecture(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLecture($id: ID!) {\n    deleteLecture(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveLecture($id: ID!, $direction: MoveDirection!) {\n    moveLecture(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation MoveLecture($id: ID!, $direction: MoveDirection!) {\n    moveLecture(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLecturePart($input: CreateLecturePartInput!) {\n    createLecturePart(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLecturePart($input: CreateLecturePartInput!) {\n    createLecturePart(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLecturePart($id: ID!, $input: UpdateLecturePartInput!) {\n    updateLecturePart(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLecturePart($id: ID!, $input: UpdateLecturePartInput!) {\n    updateLecturePart(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLecturePart($id: ID!) {\n    deleteLecturePart(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLecturePart($id: ID!) {\n    deleteLecturePart(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveLecturePart($id: ID!, $direction: MoveDirection!) {\n    moveLecturePart(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation MoveLecturePart($id: ID!, $direction: MoveDirection!) {\n    moveLecturePart(id: $id, direction: $direction) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLectureQuizQuestion($partId: ID!, $input: CreateLectureQuizQuestionInput!) {\n    createLectureQuizQuestion(partId: $partId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLectureQuizQuestion($partId: ID!, $input: CreateLectureQuizQuestionInput!) {\n    createLectureQuizQuestion(partId: $partId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLectureQuizQuestion($id: ID!, $input: UpdateLectureQuizQuestionInput!) {\n    updateLectureQuizQuestion(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLectureQuizQuestion($id: ID!, $input: UpdateLectureQuizQuestionInput!) {\n    updateLectureQuizQuestion(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLectureQuizQuestion($id: ID!) {\n    deleteLectureQuizQuestion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLectureQuizQuestion($id: ID!) {\n    deleteLectureQuizQuestion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      id\n      name\n      enrolled\n      status\n      percentComplete\n      percentTestsPassed\n      creditedSeconds\n      requiredSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      currentLecture {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      id\n      name\n      enrolled\n      status\n      percentComplete\n      percentTestsPassed\n      creditedSeconds\n      requiredSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      currentLecture {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerEnrollment($id: ID!) {\n    studentOnlineCourse(id: $id) {\n      id\n      name\n      courseId\n      enrolled\n      timeZone\n      percentComplete\n      percentTestsPassed\n      quizPassPercent\n      creditedSeconds\n      requiredSeconds\n      dailyCapSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      certificateId\n      days {\n        day\n        creditedSeconds\n        capReached\n      }\n      currentLecture {\n        id\n      }\n      lectures {\n        id\n        title\n        position\n        state\n        readAt\n        completedAt\n        quizPartIds\n      }\n      tests {\n        partId\n        lectureTitle\n        number\n        numCorrect\n        totalQuestions\n        passed\n        attempts\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerEnrollment($id: ID!) {\n    studentOnlineCourse(id: $id) {\n      id\n      name\n      courseId\n      enrolled\n      timeZone\n      percentComplete\n      percentTestsPassed\n      quizPassPercent\n      creditedSeconds\n      requiredSeconds\n      dailyCapSeconds\n      seatTimeComplete\n      earliestCompletionDate\n      completed\n      completedAt\n      certificateId\n      days {\n        day\n        creditedSeconds\n        capReached\n      }\n      currentLecture {\n        id\n      }\n      lectures {\n        id\n        title\n        position\n        state\n        readAt\n        completedAt\n        quizPartIds\n      }\n      tests {\n        partId\n        lectureTitle\n        number\n        numCorrect\n        totalQuestions\n        passed\n        attempts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerLectures($courseId: ID!) {\n    coursePlayerLectures(courseId: $courseId) {\n      id\n      title\n      parts {\n        id\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerLectures($courseId: ID!) {\n    coursePlayerLectures(courseId: $courseId) {\n      id\n      title\n      parts {\n        id\n        type\n        layout\n        content {\n          heading\n          text\n          imageUrl\n          imageAlt\n          caption\n          videoUrl\n          videoTitle\n          columns {\n            text\n            imageUrl\n            imageAlt\n          }\n        }\n        questions {\n          id\n          prompt\n          choices\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayerMarkLectureRead($input: MarkLectureReadInput!) {\n    markLectureRead(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlayerMarkLectureRead($input: MarkLectureReadInput!) {\n    markLectureRead(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayerSubmitLectureQuiz($input: SubmitLectureQuizInput!) {\n    submitLectureQuiz(input: $input) {\n      id\n      numCorrect\n      totalQuestions\n      passPercent\n      passed\n      answers {\n        questionId\n        correctIndex\n        correct\n        explanation\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlayerSubmitLectureQuiz($input: SubmitLectureQuizInput!) {\n    submitLectureQuiz(input: $input) {\n      id\n      numCorrect\n      totalQuestions\n      passPercent\n      passed\n      answers {\n        questionId\n        correctIndex\n        correct\n        explanation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayerCourseTimer($input: CourseTimerEventInput!) {\n    recordCourseTimerEvent(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation PlayerCourseTimer($input: CourseTimerEventInput!) {\n    recordCourseTimerEvent(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourses($state: String) {\n    courses(state: $state, doShowUnpublished: true) {\n      id\n      state\n      category\n      audience\n      name\n      summary\n      description\n      requiredSeconds\n      dailyCapSeconds\n      minDays\n      minimumDays\n      quizPassPercent\n      instructionMinSeconds\n      lectureMinimumEnforced\n      quizFeedback\n      quizRetryWaitSeconds\n      priceCents\n      certificateTypeId\n      isPublished\n      path\n      offerings {\n        id\n        format\n        location\n        externalCourseId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCourses($state: String) {\n    courses(state: $state, doShowUnpublished: true) {\n      id\n      state\n      category\n      audience\n      name\n      summary\n      description\n      requiredSeconds\n      dailyCapSeconds\n      minDays\n      minimumDays\n      quizPassPercent\n      instructionMinSeconds\n      lectureMinimumEnforced\n      quizFeedback\n      quizRetryWaitSeconds\n      priceCents\n      certificateTypeId\n      isPublished\n      path\n      offerings {\n        id\n        format\n        location\n        externalCourseId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutCourseOffering($id: ID, $input: CourseOfferingInput!) {\n    putCourseOffering(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutCourseOffering($id: ID, $input: CourseOfferingInput!) {\n    putCourseOffering(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCourseOffering($id: ID!) {\n    deleteCourseOffering(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCourseOffering($id: ID!) {\n    deleteCourseOffering(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCertificateTypes {\n    certificateTypes {\n      id\n      label\n      usStateId\n    }\n  }\n"): (typeof documents)["\n  query CourseCertificateTypes {\n    certificateTypes {\n      id\n      label\n      usStateId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseQuote($courseId: ID!, $couponCode: String) {\n    courseQuote(courseId: $courseId, couponCode: $couponCode) {\n      courseId\n      isSoldOnline\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n"): (typeof documents)["\n  query CourseQuote($courseId: ID!, $couponCode: String) {\n    courseQuote(courseId: $courseId, couponCode: $couponCode) {\n      courseId\n      isSoldOnline\n      subtotalCents\n      discountCents\n      totalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnrolMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EnrolMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnrolCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EnrolCreateMyStudent($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutCourse($input: CheckoutCourseInput!) {\n    checkoutCourse(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutCourse($input: CheckoutCourseInput!) {\n    checkoutCourse(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCheckoutConfirmation($id: ID!) {\n    courseCheckout(id: $id) {\n      id\n      amountCents\n      discountCents\n      voucherCode\n      onlineEnrollmentId\n      course {\n        id\n        name\n      }\n      cohort {\n        id\n        name\n        startDate\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseCheckoutConfirmation($id: ID!) {\n    courseCheckout(id: $id) {\n      id\n      amountCents\n      discountCents\n      voucherCode\n      onlineEnrollmentId\n      course {\n        id\n        name\n      }\n      cohort {\n        id\n        name\n        startDate\n        endDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicCourseFields on Course {\n    id\n    state\n    category\n    audience\n    name\n    summary\n    description\n    requiredSeconds\n    dailyCapSeconds\n    minimumDays\n    priceCents\n    isSoldOnline\n    path\n    offerings {\n      id\n      format\n      location\n    }\n  }\n"): (typeof documents)["\n  fragment PublicCourseFields on Course {\n    id\n    state\n    category\n    audience\n    name\n    summary\n    description\n    requiredSeconds\n    dailyCapSeconds\n    minimumDays\n    priceCents\n    isSoldOnline\n    path\n    offerings {\n      id\n      format\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePage($state: String!, $category: String!) {\n    coursePage(state: $state, category: $category) {\n      ...PublicCourseFields\n    }\n  }\n"): (typeof documents)["\n  query CoursePage($state: String!, $category: String!) {\n    coursePage(state: $state, category: $category) {\n      ...PublicCourseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtherStateCourses($state: String!, $courseId: ID!) {\n    otherStateCourses(state: $state, courseId: $courseId) {\n      id\n      state\n      name\n      path\n    }\n  }\n"): (typeof documents)["\n  query OtherStateCourses($state: String!, $courseId: ID!) {\n    otherStateCourses(state: $state, courseId: $courseId) {\n      id\n      state\n      name\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateCourses($state: String) {\n    courses(state: $state) {\n      ...PublicCourseFields\n    }\n  }\n"): (typeof documents)["\n  query StateCourses($state: String) {\n    courses(state: $state) {\n      ...PublicCourseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorsCoverage($state: String) {\n    instructorsCoverageGeoJson(state: $state)\n  }\n"): (typeof documents)["\n  query InstructorsCoverage($state: String) {\n    instructorsCoverageGeoJson(state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispatchRegions {\n    dispatchRegions {\n      id\n      name\n      state\n    }\n  }\n"): (typeof documents)["\n  query DispatchRegions {\n    dispatchRegions {\n      id\n      name\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispatchBoard($regionId: ID!, $from: DateTime!, $to: DateTime!) {\n    dispatchBoard(regionId: $regionId, from: $from, to: $to) {\n      timeZone\n      region {\n        id\n        name\n      }\n      instructors {\n        ...ScheduleColumnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DispatchBoard($regionId: ID!, $from: DateTime!, $to: DateTime!) {\n    dispatchBoard(regionId: $regionId, from: $from, to: $to) {\n      timeZone\n      region {\n        id\n        name\n      }\n      instructors {\n        ...ScheduleColumnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DispatchMoveLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n"): (typeof documents)["\n  mutation DispatchMoveLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeatureFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeatureFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeatureFlag($key: String!, $value: String!, $description: String) {\n    setFeatureFlag(key: $key, value: $value, description: $description) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetFeatureFlag($key: String!, $value: String!, $description: String) {\n    setFeatureFlag(key: $key, value: $value, description: $description) {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeatureFlag($key: String!) {\n    deleteFeatureFlag(key: $key) {\n      id\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFeatureFlag($key: String!) {\n    deleteFeatureFlag(key: $key) {\n      id\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Instructors(\n    $term: String\n    $status: [InstructorStatus!]\n    $state: String\n    $regionalManagerId: ID\n    $regionId: ID\n    $first: Int\n    $skip: Int\n  ) {\n    instructors(\n      term: $term\n      status: $status\n      state: $state\n      regionalManagerId: $regionalManagerId\n      regionId: $regionId\n      first: $first\n      skip: $skip\n    ) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          title\n          status\n          usStateId\n          portraitImage\n          region {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Instructors(\n    $term: String\n    $status: [InstructorStatus!]\n    $state: String\n    $regionalManagerId: ID\n    $regionId: ID\n    $first: Int\n    $skip: Int\n  ) {\n    instructors(\n      term: $term\n      status: $status\n      state: $state\n      regionalManagerId: $regionalManagerId\n      regionId: $regionId\n      first: $first\n      skip: $skip\n    ) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          title\n          status\n          usStateId\n          portraitImage\n          region {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionalManagers($term: String) {\n    regionalManagers(term: $term) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RegionalManagers($term: String) {\n    regionalManagers(term: $term) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorRegionOptions {\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstructorRegionOptions {\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorAccounts($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstructorAccounts($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Instructor($id: ID!) {\n    instructor(id: $id) {\n      id\n      name\n      title\n      about\n      summary\n      portraitImage\n      languages\n      timeZone\n      usStateId\n      status\n      region {\n        id\n        name\n      }\n      serviceRegions {\n        id\n        name\n      }\n      privateInfo {\n        firstName\n        lastName\n        status\n        email\n        phoneNumber\n        slackUsername\n        licenseNumber\n        licenseExpirationDate\n        baseAddress\n        baseLatitude\n        baseLongitude\n        maxBaseTravelMinutes\n        maxBetweenTravelMinutes\n        teachingPay\n        nonTeachingPay\n        breakTimes {\n          weekday\n          startMinute\n          endMinute\n        }\n      }\n      adminInfo {\n        userId\n        payrollFirstName\n        payrollLastName\n        payrollTitle\n        regionalManager {\n          id\n          name\n        }\n        assignedBadges\n        badges {\n          badge\n          title\n          icon\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Instructor($id: ID!) {\n    instructor(id: $id) {\n      id\n      name\n      title\n      about\n      summary\n      portraitImage\n      languages\n      timeZone\n      usStateId\n      status\n      region {\n        id\n        name\n      }\n      serviceRegions {\n        id\n        name\n      }\n      privateInfo {\n        firstName\n        lastName\n        status\n        email\n        phoneNumber\n        slackUsername\n        licenseNumber\n        licenseExpirationDate\n        baseAddress\n        baseLatitude\n        baseLongitude\n        maxBaseTravelMinutes\n        maxBetweenTravelMinutes\n        teachingPay\n        nonTeachingPay\n        breakTimes {\n          weekday\n          startMinute\n          endMinute\n        }\n      }\n      adminInfo {\n        userId\n        payrollFirstName\n        payrollLastName\n        payrollTitle\n        regionalManager {\n          id\n          name\n        }\n        assignedBadges\n        badges {\n          badge\n          title\n          icon\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorReviews($instructorId: ID!, $status: [InstructorReviewStatus!]) {\n    instructorReviews(instructorId: $instructorId, status: $status, first: 40) {\n      totalCount\n      edges {\n        node {\n          id\n          rating\n          text\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InstructorReviews($instructorId: ID!, $status: [InstructorReviewStatus!]) {\n    instructorReviews(instructorId: $instructorId, status: $status, first: 40) {\n      totalCount\n      edges {\n        node {\n          id\n          rating\n          text\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateInstructorReview($id: ID!, $status: InstructorReviewModeration!) {\n    moderateInstructorReview(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateInstructorReview($id: ID!, $status: InstructorReviewModeration!) {\n    moderateInstructorReview(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInstructor($input: AddInstructorInput!) {\n    addInstructor(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddInstructor($input: AddInstructorInput!) {\n    addInstructor(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInstructor($input: UpdateInstructorInput!) {\n    updateInstructor(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInstructor($input: UpdateInstructorInput!) {\n    updateInstructor(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstructorReference {\n    reference {\n      id\n      url\n      label\n      category\n      subLabel\n    }\n  }\n"): (typeof documents)["\n  query InstructorReference {\n    reference {\n      id\n      url\n      label\n      category\n      subLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutInstructorReference($input: PutInstructorReferenceInput!) {\n    putInstructorReference(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutInstructorReference($input: PutInstructorReferenceInput!) {\n    putInstructorReference(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInstructorReference($id: ID!) {\n    deleteInstructorReference(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInstructorReference($id: ID!) {\n    deleteInstructorReference(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jobs($state: JobListState!, $name: String, $pageQuery: PageQuery) {\n    jobs(state: $state, name: $name, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n          dataSummary\n          attempts\n          retryLimit\n          createdAt\n          startedAt\n          completedAt\n          error\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Jobs($state: JobListState!, $name: String, $pageQuery: PageQuery) {\n    jobs(state: $state, name: $name, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n          dataSummary\n          attempts\n          retryLimit\n          createdAt\n          startedAt\n          completedAt\n          error\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPagesAdmin {\n    locationLandingPages(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        state\n        slug\n        path\n        hubId\n        metroId\n        centerAddress\n        googleMyBusinessUrl\n        meetingPointIds\n        priceSchemeId\n        cmsId\n        stateCmsId\n        regions\n        isPublished\n        lastRevalidatedAt\n      }\n    }\n    metros(first: 100) {\n      id\n      name\n      state\n      slug\n      path\n      cmsId\n      stateCmsId\n      isPublished\n      locationLandingPageIds\n    }\n    parkingHubs {\n      id\n      name\n      superRegion {\n        state\n      }\n    }\n    priceSchemes {\n      id\n      name\n    }\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingPagesAdmin {\n    locationLandingPages(first: 100) {\n      totalCount\n      nodes {\n        id\n        name\n        state\n        slug\n        path\n        hubId\n        metroId\n        centerAddress\n        googleMyBusinessUrl\n        meetingPointIds\n        priceSchemeId\n        cmsId\n        stateCmsId\n        regions\n        isPublished\n        lastRevalidatedAt\n      }\n    }\n    metros(first: 100) {\n      id\n      name\n      state\n      slug\n      path\n      cmsId\n      stateCmsId\n      isPublished\n      locationLandingPageIds\n    }\n    parkingHubs {\n      id\n      name\n      superRegion {\n        state\n      }\n    }\n    priceSchemes {\n      id\n      name\n    }\n    regions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query LandingMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocationLandingPage($input: LocationLandingPageInput!) {\n    createLocationLandingPage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLocationLandingPage($input: LocationLandingPageInput!) {\n    createLocationLandingPage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocationLandingPage($id: ID!, $input: LocationLandingPageInput!) {\n    updateLocationLandingPage(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocationLandingPage($id: ID!, $input: LocationLandingPageInput!) {\n    updateLocationLandingPage(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLocationLandingPage($id: ID!) {\n    deleteLocationLandingPage(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLocationLandingPage($id: ID!) {\n    deleteLocationLandingPage(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevalidateLocationLandingPage($id: ID!) {\n    revalidateLocationLandingPage(id: $id) {\n      id\n      lastRevalidatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevalidateLocationLandingPage($id: ID!) {\n    revalidateLocationLandingPage(id: $id) {\n      id\n      lastRevalidatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMetro($input: MetroInput!) {\n    createMetro(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMetro($input: MetroInput!) {\n    createMetro(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMetro($id: ID!, $input: MetroInput!) {\n    updateMetro(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMetro($id: ID!, $input: MetroInput!) {\n    updateMetro(id: $id, input: $input) {\n      id\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMetro($id: ID!) {\n    deleteMetro(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMetro($id: ID!) {\n    deleteMetro(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingPage($state: String!, $slug: String!) {\n    publicLocationLandingPage(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      centerAddress\n      googleMyBusinessUrl\n      metro {\n        name\n        path\n      }\n      prices {\n        productId\n        name\n        description\n        priceCents\n        perMinute\n      }\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n      instructors {\n        id\n        name\n        title\n        about\n        languages\n        portraitImage\n      }\n      coupons {\n        id\n        code\n        title\n        type\n        discount\n        expiration\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingPage($state: String!, $slug: String!) {\n    publicLocationLandingPage(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      centerAddress\n      googleMyBusinessUrl\n      metro {\n        name\n        path\n      }\n      prices {\n        productId\n        name\n        description\n        priceCents\n        perMinute\n      }\n      meetingPoints {\n        id\n        label\n        address\n        description\n      }\n      instructors {\n        id\n        name\n        title\n        about\n        languages\n        portraitImage\n      }\n      coupons {\n        id\n        code\n        title\n        type\n        discount\n        expiration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetroPage($state: String!, $slug: String!) {\n    publicMetro(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      pages {\n        name\n        centerAddress\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query MetroPage($state: String!, $slug: String!) {\n    publicMetro(state: $state, slug: $slug) {\n      id\n      name\n      state\n      path\n      pages {\n        name\n        centerAddress\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedLandingPaths {\n    publishedLandingPaths\n  }\n"): (typeof documents)["\n  query PublishedLandingPaths {\n    publishedLandingPaths\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerTab($studentId: ID!, $pageQuery: PageQuery) {\n    studentLedger(studentId: $studentId) {\n      studentId\n      version\n      fundsCents\n      balances {\n        quantity\n        product {\n          id\n          name\n          type\n        }\n      }\n      typeBalances {\n        productType\n        quantity\n      }\n      lots {\n        lotId\n        quantity\n        expiresAt\n        product {\n          id\n          name\n          type\n        }\n      }\n      entries(filter: All, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            version\n            kind\n            logType\n            origin\n            createdAt\n            createdByName\n            referenceEntryId\n            counterpartStudentId\n            lessonId\n            paymentMethod\n            paymentReference\n            amountCents\n            note\n            items {\n              quantity\n              product {\n                id\n                name\n                type\n              }\n            }\n            lines {\n              lotId\n              quantity\n              productType\n              expiresAt\n              product {\n                id\n                name\n                type\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerStudentNames($ids: [ID!]!) {\n    students(ids: $ids, includeDeleted: true, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerStudentSearch($term: String!) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n          email\n          parentName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerProducts {\n    products(pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n          type\n          isArchived\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerPurchase($input: PurchaseInput!) {\n    purchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerCharge($input: ChargeInput!) {\n    charge(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerRefund($input: RefundInput!) {\n    refund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerTransferPurchase($input: TransferPurchaseInput!) {\n    transferPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerVoidPurchase($input: VoidPurchaseInput!) {\n    voidPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerVoidRefund($input: VoidRefundInput!) {\n    voidRefund(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerExpireProducts($input: ExpireProductsInput!) {\n    expireProducts(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerVoidExpiration($input: VoidExpirationInput!) {\n    voidExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerEditPurchase($input: EditPurchaseInput!) {\n    editPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerEditPurchase($input: EditPurchaseInput!) {\n    editPurchase(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerTransferAccount($input: TransferAccountInput!) {\n    transferAccount(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTransferExpiration($input: TransferExpirationInput!) {\n    transferExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LedgerTransferExpiration($input: TransferExpirationInput!) {\n    transferExpiration(input: $input) {\n      replayed\n      entries {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n"): (typeof documents)["\n  query LessonTypes {\n    lessonTypes {\n      id\n      name\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonTypeFeeProducts {\n    products(filter: { type: fee }, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LessonTypeFeeProducts {\n    products(filter: { type: fee }, pageQuery: { first: 100 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLessonType($input: CreateLessonTypeInput!) {\n    createLessonType(input: $input) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLessonType($input: CreateLessonTypeInput!) {\n    createLessonType(input: $input) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLessonType($id: ID!, $input: UpdateLessonTypeInput!) {\n    updateLessonType(id: $id, input: $input) {\n      id\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLessonType($id: ID!, $input: UpdateLessonTypeInput!) {\n    updateLessonType(id: $id, input: $input) {\n      id\n      label\n      durationMinutes\n      description\n      testProductId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLessonType($id: ID!) {\n    deleteLessonType(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLessonType($id: ID!) {\n    deleteLessonType(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentLessons($studentId: ID!, $first: Int, $after: String) {\n    lessons(studentId: $studentId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          actualDurationMinutes\n          comments\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            name\n            label\n          }\n          pickup {\n            meetingPointId\n            meetingPointLabel\n            location\n            latitude\n            longitude\n          }\n          students {\n            studentId\n            name\n            drivingMinutes\n            observationMinutes\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n            initiatedBy\n            reason\n            minutesForfeited\n            feeCents\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentLessons($studentId: ID!, $first: Int, $after: String) {\n    lessons(studentId: $studentId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          actualDurationMinutes\n          comments\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            name\n            label\n          }\n          pickup {\n            meetingPointId\n            meetingPointLabel\n            location\n            latitude\n            longitude\n          }\n          students {\n            studentId\n            name\n            drivingMinutes\n            observationMinutes\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n            initiatedBy\n            reason\n            minutesForfeited\n            feeCents\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonBookingOptions($state: String!, $withMeetingPoints: Boolean!) {\n    lessonBookableTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n    stateMeetingPoints(state: $state) @include(if: $withMeetingPoints) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n"): (typeof documents)["\n  query LessonBookingOptions($state: String!, $withMeetingPoints: Boolean!) {\n    lessonBookableTypes {\n      id\n      name\n      label\n      durationMinutes\n    }\n    stateMeetingPoints(state: $state) @include(if: $withMeetingPoints) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonPartnerSearch($term: String) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LessonPartnerSearch($term: String) {\n    students(term: $term, pageQuery: { first: 10 }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleLesson($input: ScheduleLessonInput!) {\n    scheduleLesson(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleLesson($input: ScheduleLessonInput!) {\n    scheduleLesson(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleMultipleLessons($input: ScheduleMultipleLessonsInput!) {\n    scheduleMultipleLessons(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleMultipleLessons($input: ScheduleMultipleLessonsInput!) {\n    scheduleMultipleLessons(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLesson($input: UpdateLessonInput!) {\n    updateLesson(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLesson($input: CancelLessonInput!) {\n    cancelLesson(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLesson($input: CancelLessonInput!) {\n    cancelLesson(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStudentFromLesson($input: RemoveStudentFromLessonInput!) {\n    removeStudentFromLesson(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStudentFromLesson($input: RemoveStudentFromLessonInput!) {\n    removeStudentFromLesson(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonCancellationPreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $reason: CancellationReason!\n    $waiveLateFee: Boolean\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: $reason\n      waiveLateFee: $waiveLateFee\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n    }\n  }\n"): (typeof documents)["\n  query LessonCancellationPreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $reason: CancellationReason!\n    $waiveLateFee: Boolean\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: $reason\n      waiveLateFee: $waiveLateFee\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonMovePlaces($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n"): (typeof documents)["\n  query LessonMovePlaces($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n      restrictedLessonTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonMovePreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $waiveLateFee: Boolean\n    $studentId: ID\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: OTHER\n      waiveLateFee: $waiveLateFee\n      studentId: $studentId\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n"): (typeof documents)["\n  query LessonMovePreview(\n    $lessonId: ID!\n    $initiatedBy: CancellationInitiator!\n    $waiveLateFee: Boolean\n    $studentId: ID\n  ) {\n    lessonCancellationPreview(\n      lessonId: $lessonId\n      initiatedBy: $initiatedBy\n      reason: OTHER\n      waiveLateFee: $waiveLateFee\n      studentId: $studentId\n    ) {\n      returnsMinutes\n      late\n      hoursBeforeStart\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationLogs(\n    $from: DateTime!\n    $to: DateTime!\n    $instructorId: ID\n    $initiatedBy: CancellationInitiator\n    $first: Int\n    $after: String\n  ) {\n    cancellationLogs(\n      from: $from\n      to: $to\n      instructorId: $instructorId\n      initiatedBy: $initiatedBy\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          note\n          timestamp\n          initiatedBy\n          reason\n          user\n          changedBy\n          instructor\n          lessonStartTime\n          minutesForfeited\n          feeCents\n        }\n      }\n    }\n    lessonBookableInstructors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CancellationLogs(\n    $from: DateTime!\n    $to: DateTime!\n    $instructorId: ID\n    $initiatedBy: CancellationInitiator\n    $first: Int\n    $after: String\n  ) {\n    cancellationLogs(\n      from: $from\n      to: $to\n      instructorId: $instructorId\n      initiatedBy: $initiatedBy\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          note\n          timestamp\n          initiatedBy\n          reason\n          user\n          changedBy\n          instructor\n          lessonStartTime\n          minutesForfeited\n          feeCents\n        }\n      }\n    }\n    lessonBookableInstructors {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffArticles {\n    staffArticles {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query StaffArticles {\n    staffArticles {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      description\n      body\n      isPublished\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLicensingGuide($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      id\n      state\n      audience\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLicensingGuide($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      id\n      state\n      audience\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLicensingGuide($state: String!, $audience: String!, $input: LicensingGuideInput!) {\n    updateLicensingGuide(state: $state, audience: $audience, input: $input) {\n      id\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLicensingGuide($state: String!, $audience: String!, $input: LicensingGuideInput!) {\n    updateLicensingGuide(state: $state, audience: $audience, input: $input) {\n      id\n      label\n      articleSlug\n      steps {\n        id\n        title\n        description\n        link\n        linkText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicGuideFields on LicensingGuide {\n    id\n    state\n    audience\n    audienceLabel\n    label\n    updatedAt\n    article {\n      slug\n      path\n      title\n    }\n    steps {\n      id\n      title\n      description\n      link\n      linkText\n    }\n  }\n"): (typeof documents)["\n  fragment PublicGuideFields on LicensingGuide {\n    id\n    state\n    audience\n    audienceLabel\n    label\n    updatedAt\n    article {\n      slug\n      path\n      title\n    }\n    steps {\n      id\n      title\n      description\n      link\n      linkText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicensingGuidePage($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      ...PublicGuideFields\n    }\n    licensingGuides(state: $state) {\n      audience\n      audienceLabel\n    }\n  }\n"): (typeof documents)["\n  query LicensingGuidePage($state: String!, $audience: String!) {\n    licensingGuide(state: $state, audience: $audience) {\n      ...PublicGuideFields\n    }\n    licensingGuides(state: $state) {\n      audience\n      audienceLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicensingGuidesIndex {\n    licensingGuides {\n      state\n      audience\n      audienceLabel\n      label\n      article {\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query LicensingGuidesIndex {\n    licensingGuides {\n      state\n      audience\n      audienceLabel\n      label\n      article {\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ArticlePage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      path\n      state\n      title\n      description\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeenGuide($state: String!) {\n    licensingGuide(state: $state, audience: \"teen\") {\n      ...PublicGuideFields\n    }\n  }\n"): (typeof documents)["\n  query TeenGuide($state: String!) {\n    licensingGuide(state: $state, audience: \"teen\") {\n      ...PublicGuideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstructorLessonFields on InstructorLesson {\n    id\n    startTime\n    endTime\n    durationMinutes\n    actualDurationMinutes\n    actualDurationNote\n    comments\n    lessonTypeLabel\n    pickupAddress\n    mapsUrl\n    meetingPoint {\n      label\n      address\n    }\n    students {\n      studentId\n      name\n      phone\n      email\n      parentEmail\n      pickupDetails\n      attendance\n      drivingMinutes\n      observationMinutes\n      notes {\n        id\n        text\n        createdByName\n        createdAt\n        isPinned\n      }\n      bookingAlerts {\n        id\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InstructorLessonFields on InstructorLesson {\n    id\n    startTime\n    endTime\n    durationMinutes\n    actualDurationMinutes\n    actualDurationNote\n    comments\n    lessonTypeLabel\n    pickupAddress\n    mapsUrl\n    meetingPoint {\n      label\n      address\n    }\n    students {\n      studentId\n      name\n      phone\n      email\n      parentEmail\n      pickupDetails\n      attendance\n      drivingMinutes\n      observationMinutes\n      notes {\n        id\n        text\n        createdByName\n        createdAt\n        isPinned\n      }\n      bookingAlerts {\n        id\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLessons($from: DateTime!, $to: DateTime!, $instructorId: ID) {\n    myLessons(from: $from, to: $to, instructorId: $instructorId) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lessons {\n        ...InstructorLessonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLessons($from: DateTime!, $to: DateTime!, $instructorId: ID) {\n    myLessons(from: $from, to: $to, instructorId: $instructorId) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lessons {\n        ...InstructorLessonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLesson($id: ID!) {\n    myLesson(id: $id) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lesson {\n        ...InstructorLessonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLesson($id: ID!) {\n    myLesson(id: $id) {\n      instructor {\n        id\n        name\n        timeZone\n      }\n      lesson {\n        ...InstructorLessonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLessonsInstructorOptions {\n    myLessonsInstructorOptions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MyLessonsInstructorOptions {\n    myLessonsInstructorOptions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineEnrollmentFields on OnlineCourseEnrollment {\n    id\n    name\n    enrolled\n    status\n    courseId\n    courseState\n    courseCategory\n    enrolledAt\n    endedAt\n    migratedFromId\n    timeZone\n    requiredSeconds\n    dailyCapSeconds\n    minDays\n    creditedSeconds\n    creditedDays\n    seatTimeComplete\n    earliestCompletionDate\n    days {\n      day\n      rawSeconds\n      patchSeconds\n      adjustedSeconds\n      creditedSeconds\n      capReached\n    }\n    patches {\n      id\n      day\n      seconds\n      reason\n      createdBy\n      createdAt\n    }\n    percentComplete\n    percentTestsPassed\n    completed\n    completedAt\n    certificateId\n    currentLecture {\n      id\n      title\n    }\n    tests {\n      partId\n      number\n      lectureTitle\n      numCorrect\n      totalQuestions\n      passed\n      attempts\n    }\n  }\n"): (typeof documents)["\n  fragment OnlineEnrollmentFields on OnlineCourseEnrollment {\n    id\n    name\n    enrolled\n    status\n    courseId\n    courseState\n    courseCategory\n    enrolledAt\n    endedAt\n    migratedFromId\n    timeZone\n    requiredSeconds\n    dailyCapSeconds\n    minDays\n    creditedSeconds\n    creditedDays\n    seatTimeComplete\n    earliestCompletionDate\n    days {\n      day\n      rawSeconds\n      patchSeconds\n      adjustedSeconds\n      creditedSeconds\n      capReached\n    }\n    patches {\n      id\n      day\n      seconds\n      reason\n      createdBy\n      createdAt\n    }\n    percentComplete\n    percentTestsPassed\n    completed\n    completedAt\n    certificateId\n    currentLecture {\n      id\n      title\n    }\n    tests {\n      partId\n      number\n      lectureTitle\n      numCorrect\n      totalQuestions\n      passed\n      attempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  query StudentOnlineCourses($studentId: ID!) {\n    studentOnlineCourses(studentId: $studentId) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnrollableCourses($state: String) {\n    courses(state: $state) {\n      id\n      state\n      category\n      name\n      requiredSeconds\n      dailyCapSeconds\n      offerings {\n        format\n      }\n    }\n  }\n"): (typeof documents)["\n  query EnrollableCourses($state: String) {\n    courses(state: $state) {\n      id\n      state\n      category\n      name\n      requiredSeconds\n      dailyCapSeconds\n      offerings {\n        format\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnrollStudentToOnlineCourse($input: EnrollStudentToOnlineCourseInput!) {\n    enrollStudentToOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation EnrollStudentToOnlineCourse($input: EnrollStudentToOnlineCourseInput!) {\n    enrollStudentToOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnenrollStudentFromOnlineCourse($id: ID!) {\n    unenrollStudentFromOnlineCourse(id: $id) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnenrollStudentFromOnlineCourse($id: ID!) {\n    unenrollStudentFromOnlineCourse(id: $id) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MigrateStudentOnlineCourse($input: MigrateStudentOnlineCourseInput!) {\n    migrateStudentOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation MigrateStudentOnlineCourse($input: MigrateStudentOnlineCourseInput!) {\n    migrateStudentOnlineCourse(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatchSeatTime($input: PatchSeatTimeInput!) {\n    patchSeatTime(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation PatchSeatTime($input: PatchSeatTimeInput!) {\n    patchSeatTime(input: $input) {\n      ...OnlineEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessages($status: OutboxStatus, $channel: OutboxChannel, $pageQuery: PageQuery) {\n    outboxMessages(status: $status, channel: $channel, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          channel\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n          resentFromId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessages($status: OutboxStatus, $channel: OutboxChannel, $pageQuery: PageQuery) {\n    outboxMessages(status: $status, channel: $channel, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          channel\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n          resentFromId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessage($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      subject\n      to\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessage($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      subject\n      to\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOutboxMessage($id: ID!) {\n    resendOutboxMessage(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalOwnCancellationPreview($lessonId: ID!, $studentId: ID!) {\n    ownLessonCancellationPreview(lessonId: $lessonId, studentId: $studentId) {\n      returnsMinutes\n      late\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n"): (typeof documents)["\n  query PortalOwnCancellationPreview($lessonId: ID!, $studentId: ID!) {\n    ownLessonCancellationPreview(lessonId: $lessonId, studentId: $studentId) {\n      returnsMinutes\n      late\n      feeCents\n      drivingMinutes\n      observationMinutes\n      testUnits\n      windowHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalCancelOwnLesson($input: CancelOwnLessonInput!) {\n    cancelOwnLesson(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PortalCancelOwnLesson($input: CancelOwnLessonInput!) {\n    cancelOwnLesson(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalOwnRescheduleOptions($lessonId: ID!, $studentId: ID!) {\n    ownLessonRescheduleOptions(lessonId: $lessonId, studentId: $studentId) {\n      refusal\n      windowHours\n      slots {\n        startTime\n        instructorId\n        instructorName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalOwnRescheduleOptions($lessonId: ID!, $studentId: ID!) {\n    ownLessonRescheduleOptions(lessonId: $lessonId, studentId: $studentId) {\n      refusal\n      windowHours\n      slots {\n        startTime\n        instructorId\n        instructorName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalRescheduleOwnLesson($input: RescheduleOwnLessonInput!) {\n    rescheduleOwnLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n"): (typeof documents)["\n  mutation PortalRescheduleOwnLesson($input: RescheduleOwnLessonInput!) {\n    rescheduleOwnLesson(input: $input) {\n      id\n      startTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalMyMoney {\n    myMoney {\n      studentId\n      studentName\n      held {\n        productId\n        name\n        type\n        quantity\n        lots {\n          quantity\n          expiresAt\n        }\n      }\n      payments {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalMyMoney {\n    myMoney {\n      studentId\n      studentName\n      held {\n        productId\n        name\n        type\n        quantity\n        lots {\n          quantity\n          expiresAt\n        }\n      }\n      payments {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalMyReceipt($id: ID!) {\n    myReceipt(id: $id) {\n      studentName\n      schoolName\n      schoolAddress\n      schoolPhone\n      payment {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        paymentReference\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n        refunds {\n          id\n          createdAt\n          amountCents\n          paymentMethod\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalMyReceipt($id: ID!) {\n    myReceipt(id: $id) {\n      studentName\n      schoolName\n      schoolAddress\n      schoolPhone\n      payment {\n        id\n        kind\n        createdAt\n        paidCents\n        refundedCents\n        paymentMethod\n        paymentReference\n        couponCode\n        voucherCode\n        voided\n        lines {\n          name\n          type\n          quantity\n        }\n        refunds {\n          id\n          createdAt\n          amountCents\n          paymentMethod\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PortalMyStudents {\n    myStudents {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalLessons($studentId: ID!) {\n    lessons(studentId: $studentId, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            label\n          }\n          pickup {\n            meetingPointLabel\n            location\n          }\n          students {\n            studentId\n            pickupDetails\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n          }\n          myReview {\n            id\n            rating\n            status\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalLessons($studentId: ID!) {\n    lessons(studentId: $studentId, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          status\n          startTime\n          endTime\n          durationMinutes\n          instructor {\n            id\n            name\n            timeZone\n          }\n          lessonType {\n            id\n            label\n          }\n          pickup {\n            meetingPointLabel\n            location\n          }\n          students {\n            studentId\n            pickupDetails\n            attendance\n            removedAt\n          }\n          cancellations {\n            studentId\n          }\n          myReview {\n            id\n            rating\n            status\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalReviewInstructor($lessonId: ID!, $rating: Int!, $text: String) {\n    reviewInstructor(lessonId: $lessonId, rating: $rating, text: $text) {\n      id\n      rating\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PortalReviewInstructor($lessonId: ID!, $rating: Int!, $text: String) {\n    reviewInstructor(lessonId: $lessonId, rating: $rating, text: $text) {\n      id\n      rating\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalFamily {\n    myStudents {\n      id\n      name\n      dob\n      age\n      usStateId\n      userId\n      signInEmail\n    }\n  }\n"): (typeof documents)["\n  query PortalFamily {\n    myStudents {\n      id\n      name\n      dob\n      age\n      usStateId\n      userId\n      signInEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalAddTeen($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PortalAddTeen($input: CreateMyStudentInput!) {\n    createMyStudent(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeQuestions($state: String!, $includeInactive: Boolean) {\n    practiceQuestions(state: $state, includeInactive: $includeInactive) {\n      id\n      prompt\n      choices\n      correctIndex\n      explanation\n      source\n      position\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query PracticeQuestions($state: String!, $includeInactive: Boolean) {\n    practiceQuestions(state: $state, includeInactive: $includeInactive) {\n      id\n      prompt\n      choices\n      correctIndex\n      explanation\n      source\n      position\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePracticeQuestion($state: String!, $input: PracticeQuestionInput!) {\n    createPracticeQuestion(state: $state, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePracticeQuestion($state: String!, $input: PracticeQuestionInput!) {\n    createPracticeQuestion(state: $state, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePracticeQuestion($id: ID!, $input: UpdatePracticeQuestionInput!) {\n    updatePracticeQuestion(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePracticeQuestion($id: ID!, $input: UpdatePracticeQuestionInput!) {\n    updatePracticeQuestion(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeTestStates {\n    practiceTestStates {\n      state\n      questionCount\n    }\n  }\n"): (typeof documents)["\n  query PracticeTestStates {\n    practiceTestStates {\n      state\n      questionCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeTest($state: String!, $questionCount: Int, $set: Int) {\n    practiceTest(state: $state, questionCount: $questionCount, set: $set) {\n      questions {\n        id\n        prompt\n        choices\n      }\n    }\n  }\n"): (typeof documents)["\n  query PracticeTest($state: String!, $questionCount: Int, $set: Int) {\n    practiceTest(state: $state, questionCount: $questionCount, set: $set) {\n      questions {\n        id\n        prompt\n        choices\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradePracticeTest($state: String!, $answers: [PracticeAnswerInput!]!) {\n    gradePracticeTest(state: $state, answers: $answers) {\n      numCorrect\n      totalQuestions\n      percent\n      passed\n      questions {\n        id\n        prompt\n        choices\n        chosenIndex\n        correctIndex\n        isCorrect\n        explanation\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GradePracticeTest($state: String!, $answers: [PracticeAnswerInput!]!) {\n    gradePracticeTest(state: $state, answers: $answers) {\n      numCorrect\n      totalQuestions\n      percent\n      passed\n      questions {\n        id\n        prompt\n        choices\n        chosenIndex\n        correctIndex\n        isCorrect\n        explanation\n        source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceSchemes {\n    priceSchemes {\n      id\n      name\n      canonicalPrice\n      products {\n        price\n        product {\n          id\n          name\n          type\n          isArchived\n        }\n      }\n      effectivePrices {\n        price\n        product {\n          id\n        }\n        steps {\n          fragmentName\n          before\n          after\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceSchemes {\n    priceSchemes {\n      id\n      name\n      canonicalPrice\n      products {\n        price\n        product {\n          id\n          name\n          type\n          isArchived\n        }\n      }\n      effectivePrices {\n        price\n        product {\n          id\n        }\n        steps {\n          fragmentName\n          before\n          after\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceableProducts {\n    products(pageQuery: { first: 100 }) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceableProducts {\n    products(pageQuery: { first: 100 }) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceScheme($input: CreatePriceSchemeInput!) {\n    createPriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceScheme($input: CreatePriceSchemeInput!) {\n    createPriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePriceScheme($input: UpdatePriceSchemeInput!) {\n    updatePriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePriceScheme($input: UpdatePriceSchemeInput!) {\n    updatePriceScheme(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceScheme($id: ID!) {\n    deletePriceScheme(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePriceScheme($id: ID!) {\n    deletePriceScheme(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceSchemeFragments($pageQuery: PageQuery) {\n    priceSchemeFragments(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          priceSchemes {\n            id\n            name\n          }\n          productPrices {\n            product {\n              id\n              name\n            }\n            priceAlgorithm {\n              kind\n              amountCents\n              percentBasisPoints\n              rounding\n              roundingDigit\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceSchemeFragments($pageQuery: PageQuery) {\n    priceSchemeFragments(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          priceSchemes {\n            id\n            name\n          }\n          productPrices {\n            product {\n              id\n              name\n            }\n            priceAlgorithm {\n              kind\n              amountCents\n              percentBasisPoints\n              rounding\n              roundingDigit\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceSchemeOptions {\n    priceSchemes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PriceSchemeOptions {\n    priceSchemes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewPriceSchemeFragment($input: PriceSchemeFragmentPreviewInput!) {\n    previewPriceSchemeFragment(input: $input) {\n      priceScheme {\n        id\n        name\n      }\n      prices {\n        currentPrice\n        previewPrice\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewPriceSchemeFragment($input: PriceSchemeFragmentPreviewInput!) {\n    previewPriceSchemeFragment(input: $input) {\n      priceScheme {\n        id\n        name\n      }\n      prices {\n        currentPrice\n        previewPrice\n        product {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceSchemeFragment($input: CreatePriceSchemeFragmentInput!) {\n    createPriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceSchemeFragment($input: CreatePriceSchemeFragmentInput!) {\n    createPriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePriceSchemeFragment($input: UpdatePriceSchemeFragmentInput!) {\n    updatePriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePriceSchemeFragment($input: UpdatePriceSchemeFragmentInput!) {\n    updatePriceSchemeFragment(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceSchemeFragment($id: ID!) {\n    deletePriceSchemeFragment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePriceSchemeFragment($id: ID!) {\n    deletePriceSchemeFragment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      status\n      quantity\n      unitPrice\n      subtotal\n      discount\n      total\n      couponCheckedAgainAtCheckout\n      steps {\n        kind\n        id\n        name\n        price\n        algorithm\n        before\n        after\n        quantity\n        unitPrice\n        subtotal\n        code\n        applied\n        reason\n        discount\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      status\n      quantity\n      unitPrice\n      subtotal\n      discount\n      total\n      couponCheckedAgainAtCheckout\n      steps {\n        kind\n        id\n        name\n        price\n        algorithm\n        before\n        after\n        quantity\n        unitPrice\n        subtotal\n        code\n        applied\n        reason\n        discount\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products($filter: ProductFilter, $pageQuery: PageQuery) {\n    products(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          description\n          type\n          isArchived\n          wasSold\n          components {\n            quantity\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductComponentOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      id\n      name\n      isArchived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionSchemes {\n    regionSchemes {\n      id\n      superRegion {\n        id\n        name\n        state\n        googleBusinessPageUrl\n        slackChannelId\n      }\n      priceScheme {\n        id\n        name\n      }\n    }\n    priceSchemeChoices {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RegionSchemes {\n    regionSchemes {\n      id\n      superRegion {\n        id\n        name\n        state\n        googleBusinessPageUrl\n        slackChannelId\n      }\n      priceScheme {\n        id\n        name\n      }\n    }\n    priceSchemeChoices {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSuperRegion($input: CreateSuperRegionInput!) {\n    createSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSuperRegion($input: CreateSuperRegionInput!) {\n    createSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSuperRegion($input: UpdateSuperRegionInput!) {\n    updateSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSuperRegion($input: UpdateSuperRegionInput!) {\n    updateSuperRegion(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSuperRegion($id: ID!) {\n    deleteSuperRegion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSuperRegion($id: ID!) {\n    deleteSuperRegion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegionScheme($superRegionId: ID!, $priceSchemeId: ID) {\n    updateRegionScheme(superRegionId: $superRegionId, priceSchemeId: $priceSchemeId) {\n      id\n      priceScheme {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegionScheme($superRegionId: ID!, $priceSchemeId: ID) {\n    updateRegionScheme(superRegionId: $superRegionId, priceSchemeId: $priceSchemeId) {\n      id\n      priceScheme {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Regions($first: Int, $after: String) {\n    regions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          state\n          superRegion {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Regions($first: Int, $after: String) {\n    regions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          state\n          superRegion {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionsMap {\n    regionsGeoJson\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n"): (typeof documents)["\n  query RegionsMap {\n    regionsGeoJson\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRegion($input: CreateRegionInput!) {\n    createRegion(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRegion($input: CreateRegionInput!) {\n    createRegion(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperRegionOptions {\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n"): (typeof documents)["\n  query SuperRegionOptions {\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegion($input: UpdateRegionInput!) {\n    updateRegion(input: $input) {\n      id\n      name\n      state\n      superRegion {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegion($input: UpdateRegionInput!) {\n    updateRegion(input: $input) {\n      id\n      name\n      state\n      superRegion {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegion($id: ID!) {\n    deleteRegion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRegion($id: ID!) {\n    deleteRegion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingHubs {\n    parkingHubs {\n      id\n      name\n      address\n      latitude\n      longitude\n      superRegion {\n        id\n        name\n        state\n      }\n    }\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n"): (typeof documents)["\n  query ParkingHubs {\n    parkingHubs {\n      id\n      name\n      address\n      latitude\n      longitude\n      superRegion {\n        id\n        name\n        state\n      }\n    }\n    superRegions {\n      id\n      name\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParkingHub($input: CreateParkingHubInput!) {\n    createParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateParkingHub($input: CreateParkingHubInput!) {\n    createParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateParkingHub($input: UpdateParkingHubInput!) {\n    updateParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateParkingHub($input: UpdateParkingHubInput!) {\n    updateParkingHub(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteParkingHub($id: ID!) {\n    deleteParkingHub(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteParkingHub($id: ID!) {\n    deleteParkingHub(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScholarshipCourse($id: ID!) {\n    course(id: $id) {\n      id\n      name\n      state\n      path\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipCourse($id: ID!) {\n    course(id: $id) {\n      id\n      name\n      state\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScholarshipCourses {\n    courses {\n      id\n      name\n      state\n      path\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipCourses {\n    courses {\n      id\n      name\n      state\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForScholarship(\n    $userName: String!\n    $email: String!\n    $dob: String!\n    $scholarshipAnswer: String!\n    $courseId: ID!\n  ) {\n    applyForScholarship(\n      userName: $userName\n      email: $email\n      dob: $dob\n      scholarshipAnswer: $scholarshipAnswer\n      courseId: $courseId\n    ) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForScholarship(\n    $userName: String!\n    $email: String!\n    $dob: String!\n    $scholarshipAnswer: String!\n    $courseId: ID!\n  ) {\n    applyForScholarship(\n      userName: $userName\n      email: $email\n      dob: $dob\n      scholarshipAnswer: $scholarshipAnswer\n      courseId: $courseId\n    ) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScholarshipApplications($status: ScholarshipStatus) {\n    scholarshipApplications(status: $status) {\n      id\n      courseName\n      userName\n      email\n      dob\n      scholarshipAnswer\n      status\n      voucherCode\n      declineReason\n      reviewedByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ScholarshipApplications($status: ScholarshipStatus) {\n    scholarshipApplications(status: $status) {\n      id\n      courseName\n      userName\n      email\n      dob\n      scholarshipAnswer\n      status\n      voucherCode\n      declineReason\n      reviewedByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantScholarship($id: ID!) {\n    grantScholarship(id: $id) {\n      id\n      status\n      voucherCode\n    }\n  }\n"): (typeof documents)["\n  mutation GrantScholarship($id: ID!) {\n    grantScholarship(id: $id) {\n      id\n      status\n      voucherCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineScholarship($id: ID!, $reason: String!) {\n    declineScholarship(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineScholarship($id: ID!, $reason: String!) {\n    declineScholarship(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteViewer {\n    me {\n      name\n      roles\n    }\n  }\n"): (typeof documents)["\n  query SiteViewer {\n    me {\n      name\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrivingSkills {\n    drivingSkills {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query DrivingSkills {\n    drivingSkills {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SkillReportFields on DrivingSkillReport {\n    id\n    studentId\n    lastEmailSent\n    lesson {\n      id\n      startTime\n      timeZone\n      instructorName\n      lessonTypeLabel\n      cancelled\n    }\n    ratings {\n      drivingSkillId\n      label\n      rating\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment SkillReportFields on DrivingSkillReport {\n    id\n    studentId\n    lastEmailSent\n    lesson {\n      id\n      startTime\n      timeZone\n      instructorName\n      lessonTypeLabel\n      cancelled\n    }\n    ratings {\n      drivingSkillId\n      label\n      rating\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentSkillReports($studentId: ID!) {\n    lessonsDrivingSkillsReportsByStudent(studentId: $studentId) {\n      ...SkillReportFields\n    }\n  }\n"): (typeof documents)["\n  query StudentSkillReports($studentId: ID!) {\n    lessonsDrivingSkillsReportsByStudent(studentId: $studentId) {\n      ...SkillReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonSkillReport($studentId: ID!, $lessonId: ID!) {\n    lessonDrivingSkillsReportByStudentAndLesson(studentId: $studentId, lessonId: $lessonId) {\n      ...SkillReportFields\n    }\n  }\n"): (typeof documents)["\n  query LessonSkillReport($studentId: ID!, $lessonId: ID!) {\n    lessonDrivingSkillsReportByStudentAndLesson(studentId: $studentId, lessonId: $lessonId) {\n      ...SkillReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSkillReport(\n    $lessonId: ID!\n    $studentId: ID!\n    $ratings: [DrivingSkillRatingInput!]!\n  ) {\n    updateLessonReportForStudent(lessonId: $lessonId, studentId: $studentId, ratings: $ratings) {\n      ...SkillReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSkillReport(\n    $lessonId: ID!\n    $studentId: ID!\n    $ratings: [DrivingSkillRatingInput!]!\n  ) {\n    updateLessonReportForStudent(lessonId: $lessonId, studentId: $studentId, ratings: $ratings) {\n      ...SkillReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailSkillReport(\n    $studentId: ID!\n    $lessonId: ID!\n    $emails: [String!]!\n    $comments: String\n  ) {\n    emailStudentReport(\n      studentId: $studentId\n      lessonId: $lessonId\n      emails: $emails\n      comments: $comments\n    ) {\n      ...SkillReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation EmailSkillReport(\n    $studentId: ID!\n    $lessonId: ID!\n    $emails: [String!]!\n    $comments: String\n  ) {\n    emailStudentReport(\n      studentId: $studentId\n      lessonId: $lessonId\n      emails: $emails\n      comments: $comments\n    ) {\n      ...SkillReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlotSearch($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      regionId\n      durationMinutes\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n            title\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SlotSearch($input: SlotSearchInput!) {\n    slotSearch(input: $input) {\n      regionId\n      durationMinutes\n      timeZone\n      days {\n        date\n        times {\n          startTime\n          instructors {\n            id\n            name\n            title\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlotSearchOptions {\n    lessonTypes {\n      id\n      label\n      durationMinutes\n    }\n  }\n"): (typeof documents)["\n  query SlotSearchOptions {\n    lessonTypes {\n      id\n      label\n      durationMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlotSearchMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n    }\n  }\n"): (typeof documents)["\n  query SlotSearchMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      label\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateConfigs {\n    stateConfigs {\n      id\n      state\n      longName\n      hasHomePickup\n      hasMeetingPoints\n      hasFixedLocations\n      isShareableByDefault\n      cmsId\n      lateCancellationWindowHours\n      lateCancellationFeeCents\n    }\n  }\n"): (typeof documents)["\n  query StateConfigs {\n    stateConfigs {\n      id\n      state\n      longName\n      hasHomePickup\n      hasMeetingPoints\n      hasFixedLocations\n      isShareableByDefault\n      cmsId\n      lateCancellationWindowHours\n      lateCancellationFeeCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStateConfig($input: CreateStateConfigInput!) {\n    createStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStateConfig($input: CreateStateConfigInput!) {\n    createStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStateConfig($input: UpdateStateConfigInput!) {\n    updateStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStateConfig($input: UpdateStateConfigInput!) {\n    updateStateConfig(input: $input) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      state\n      address\n      label\n      description\n      restrictedLessonTypes\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query StateMeetingPoints($state: String!) {\n    stateMeetingPoints(state: $state) {\n      id\n      state\n      address\n      label\n      description\n      restrictedLessonTypes\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStateMeetingPoint($input: CreateStateMeetingPointInput!) {\n    createStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStateMeetingPoint($input: CreateStateMeetingPointInput!) {\n    createStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStateMeetingPoint($input: UpdateStateMeetingPointInput!) {\n    updateStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStateMeetingPoint($input: UpdateStateMeetingPointInput!) {\n    updateStateMeetingPoint(input: $input) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStateMeetingPoint($id: ID!) {\n    deleteStateMeetingPoint(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteStateMeetingPoint($id: ID!) {\n    deleteStateMeetingPoint(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Students($term: String, $pageQuery: PageQuery) {\n    students(term: $term, pageQuery: $pageQuery) {\n      totalCount\n      totalCountIsEstimate\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          dob\n          age\n          usStateId\n          licenseNumber\n          isAccountDisabled\n          address {\n            id\n            phone\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  fragment StudentDetails on Student {\n    id\n    name\n    email\n    signInEmail\n    userId\n    dob\n    age\n    signupTimestamp\n    usStateId\n    parentName\n    parentEmail\n    stripeCustomerId\n    smsOptIn\n    acceptTOS\n    licenseNumber\n    licenseIssueDate\n    licenseExpirationDate\n    previousHours\n    preferredPronoun\n    isDeleted\n    isAccountDisabled\n    observerApproved\n    privateApproved\n    contractStatus\n    transferStatus\n    transferType\n    address {\n      id\n      address\n      phone\n      secondaryPhone\n      city\n      state\n      zipcode\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    studentGuardians(studentId: $id) {\n      userId\n      name\n      email\n      linkedAt\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Student($id: ID!) {\n    student(id: $id) {\n      ...StudentDetails\n    }\n    studentGuardians(studentId: $id) {\n      userId\n      name\n      email\n      linkedAt\n    }\n    bookingAlerts(studentIds: [$id]) {\n      id\n      text\n      createdAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddStudent($input: AddStudentInput!) {\n    addStudent(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStudent($input: UpdateStudentInput!) {\n    updateStudent(input: $input) {\n      ...StudentDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation DisableStudentAccount($studentId: ID!) {\n    disableStudentAccount(studentId: $studentId) {\n      id\n      isAccountDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentNotes($studentId: ID!) {\n    notes(studentId: $studentId) {\n      id\n      text\n      isPinned\n      isHiddenFromInstructorView\n      createdAt\n      updatedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutNote($input: NoteInput!) {\n    putNote(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PutBookingAlert($input: BookingAlertInput!) {\n    putBookingAlert(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveBookingAlert($id: ID!) {\n    removeBookingAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentUserLogs($studentId: ID!, $logType: LogFilter, $pageQuery: PageQuery) {\n    userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          kind\n          type\n          message\n          createdAt\n          actor {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncCheckFields on SyncCheck {\n    id\n    startTime\n    endTime\n    isRunning\n    cancelRequested\n    isCancelled\n    startedByName\n    studentsCount\n    checkedStudentsCount\n    ignoredStudentsCount\n    ledgerStudentsCount\n    outOfSyncStudentsCount\n    conflictsCount\n    errorsCount\n  }\n"): (typeof documents)["\n  fragment SyncCheckFields on SyncCheck {\n    id\n    startTime\n    endTime\n    isRunning\n    cancelRequested\n    isCancelled\n    startedByName\n    studentsCount\n    checkedStudentsCount\n    ignoredStudentsCount\n    ledgerStudentsCount\n    outOfSyncStudentsCount\n    conflictsCount\n    errorsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncStatus {\n    syncChecks(pageQuery: { first: 1 }) {\n      totalCount\n      edges {\n        node {\n          ...SyncCheckFields\n        }\n      }\n    }\n    lastCompletedSyncCheck {\n      id\n      endTime\n      conflictsCount\n    }\n  }\n"): (typeof documents)["\n  query SyncStatus {\n    syncChecks(pageQuery: { first: 1 }) {\n      totalCount\n      edges {\n        node {\n          ...SyncCheckFields\n        }\n      }\n    }\n    lastCompletedSyncCheck {\n      id\n      endTime\n      conflictsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncCheck($id: ID!, $kind: SyncConflictKind, $pageQuery: PageQuery) {\n    syncCheck(id: $id) {\n      ...SyncCheckFields\n      errors {\n        message\n        fromStudentId\n        toStudentId\n      }\n      conflicts(kind: $kind, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            studentId\n            studentName\n            kind\n            productType\n            syncIndicator\n            nextValue\n            legacyValue\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SyncCheck($id: ID!, $kind: SyncConflictKind, $pageQuery: PageQuery) {\n    syncCheck(id: $id) {\n      ...SyncCheckFields\n      errors {\n        message\n        fromStudentId\n        toStudentId\n      }\n      conflicts(kind: $kind, pageQuery: $pageQuery) {\n        totalCount\n        edges {\n          node {\n            id\n            studentId\n            studentName\n            kind\n            productType\n            syncIndicator\n            nextValue\n            legacyValue\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncConflict($id: ID!) {\n    syncConflict(id: $id) {\n      id\n      lastSyncCheckId\n      studentId\n      studentName\n      kind\n      productType\n      syncIndicator\n      nextValue\n      legacyValue\n      breakdown {\n        day\n        nextChange\n        legacyChange\n        nextTotal\n        legacyTotal\n        diverges\n      }\n    }\n  }\n"): (typeof documents)["\n  query SyncConflict($id: ID!) {\n    syncConflict(id: $id) {\n      id\n      lastSyncCheckId\n      studentId\n      studentName\n      kind\n      productType\n      syncIndicator\n      nextValue\n      legacyValue\n      breakdown {\n        day\n        nextChange\n        legacyChange\n        nextTotal\n        legacyTotal\n        diverges\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSyncCheck {\n    startSyncCheck {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartSyncCheck {\n    startSyncCheck {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSyncCheck($id: ID!) {\n    cancelSyncCheck(id: $id) {\n      id\n      cancelRequested\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSyncCheck($id: ID!) {\n    cancelSyncCheck(id: $id) {\n      id\n      cancelRequested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportLegacyBalances($format: LegacyImportFormat!, $content: String!) {\n    importLegacyBalances(format: $format, content: $content) {\n      importedCount\n      importedDaysCount\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportLegacyBalances($format: LegacyImportFormat!, $content: String!) {\n    importLegacyBalances(format: $format, content: $content) {\n      importedCount\n      importedDaysCount\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SyncCheckProgress($syncCheckId: ID!) {\n    syncCheckProgress(syncCheckId: $syncCheckId) {\n      kind\n      syncCheckId\n      studentsCount\n      processedCount\n      conflictsCount\n      conflictId\n    }\n  }\n"): (typeof documents)["\n  subscription SyncCheckProgress($syncCheckId: ID!) {\n    syncCheckProgress(syncCheckId: $syncCheckId) {\n      kind\n      syncCheckId\n      studentsCount\n      processedCount\n      conflictsCount\n      conflictId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayPeriods($count: Int) {\n    payPeriods(count: $count) {\n      start\n      end\n      isComplete\n      approval {\n        approvedAt\n      }\n    }\n    timesheetSettings {\n      periodLength\n      anchorDate\n      paidBlockTypes\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query PayPeriods($count: Int) {\n    payPeriods(count: $count) {\n      start\n      end\n      isComplete\n      approval {\n        approvedAt\n      }\n    }\n    timesheetSettings {\n      periodLength\n      anchorDate\n      paidBlockTypes\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimesheetPeriod($start: String!, $end: String!) {\n    timesheetPeriod(start: $start, end: $end) {\n      start\n      end\n      isComplete\n      totalPayCents\n      approval {\n        approvedAt\n        approvedByName\n      }\n      timesheets {\n        instructorId\n        instructorName\n        teachingRateCents\n        nonTeachingRateCents\n        teachingMinutes\n        nonTeachingMinutes\n        teachingPayCents\n        nonTeachingPayCents\n        totalPayCents\n        lines {\n          key\n          kind\n          blockType\n          date\n          description\n          minutes\n          rateCents\n          payCents\n          correctsPeriodStart\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TimesheetPeriod($start: String!, $end: String!) {\n    timesheetPeriod(start: $start, end: $end) {\n      start\n      end\n      isComplete\n      totalPayCents\n      approval {\n        approvedAt\n        approvedByName\n      }\n      timesheets {\n        instructorId\n        instructorName\n        teachingRateCents\n        nonTeachingRateCents\n        teachingMinutes\n        nonTeachingMinutes\n        teachingPayCents\n        nonTeachingPayCents\n        totalPayCents\n        lines {\n          key\n          kind\n          blockType\n          date\n          description\n          minutes\n          rateCents\n          payCents\n          correctsPeriodStart\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTimesheetPeriod($input: ApproveTimesheetPeriodInput!) {\n    approveTimesheetPeriod(input: $input) {\n      start\n      approval {\n        approvedAt\n        approvedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveTimesheetPeriod($input: ApproveTimesheetPeriodInput!) {\n    approveTimesheetPeriod(input: $input) {\n      start\n      approval {\n        approvedAt\n        approvedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimesheetSettings($input: TimesheetSettingsInput!) {\n    updateTimesheetSettings(input: $input) {\n      periodLength\n      anchorDate\n      paidBlockTypes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimesheetSettings($input: TimesheetSettingsInput!) {\n    updateTimesheetSettings(input: $input) {\n      periodLength\n      anchorDate\n      paidBlockTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {\n    usersWithRoles(query: $query, pageQuery: $pageQuery) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          name\n          roles\n          isTwoFactorEnabled\n          isDisabled\n          lastActive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {\n    updateUserRoles(userId: $userId, roles: $roles) {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($userId: ID!) {\n    disableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($userId: ID!) {\n    enableUser(userId: $userId) {\n      id\n      isDisabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vehicles($pageQuery: PageQuery) {\n    vehicles(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          samsaraId\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Vehicles($pageQuery: PageQuery) {\n    vehicles(pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          samsaraId\n          instructors {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleInstructorOptions {\n    vehicleInstructorOptions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query VehicleInstructorOptions {\n    vehicleInstructorOptions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutVehicle($input: PutVehicleInput!) {\n    putVehicle(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PutVehicle($input: PutVehicleInput!) {\n    putVehicle(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVehicle($id: ID!) {\n    deleteVehicle(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVehicle($id: ID!) {\n    deleteVehicle(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vouchers($filter: VoucherFilter, $pageQuery: PageQuery) {\n    vouchers(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          isActive\n          redeemedAt\n          createdAt\n          createdByName\n          note\n          product {\n            id\n            name\n          }\n          redeemedBy {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Vouchers($filter: VoucherFilter, $pageQuery: PageQuery) {\n    vouchers(filter: $filter, pageQuery: $pageQuery) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          code\n          isActive\n          redeemedAt\n          createdAt\n          createdByName\n          note\n          product {\n            id\n            name\n          }\n          redeemedBy {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoucherProductOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VoucherProductOptions($pageQuery: PageQuery) {\n    products(pageQuery: $pageQuery) {\n      edges {\n        node {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVouchers($input: CreateVouchersInput!) {\n    createVouchers(input: $input) {\n      id\n      code\n      product {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVouchers($input: CreateVouchersInput!) {\n    createVouchers(input: $input) {\n      id\n      code\n      product {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVoucher($input: UpdateVoucherInput!) {\n    updateVoucher(input: $input) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVoucher($input: UpdateVoucherInput!) {\n    updateVoucher(input: $input) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemVoucher($code: String!, $studentId: ID!) {\n    redeemVoucher(code: $code, studentId: $studentId) {\n      id\n      code\n      ledgerEntryId\n      product {\n        id\n        name\n      }\n      redeemedBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemVoucher($code: String!, $studentId: ID!) {\n    redeemVoucher(code: $code, studentId: $studentId) {\n      id\n      code\n      ledgerEntryId\n      product {\n        id\n        name\n      }\n      redeemedBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n"): (typeof documents)["\n  query GetMyself {\n    me {\n      id\n      email\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureFlags {\n    featureFlags {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query FeatureFlags {\n    featureFlags {\n      id\n      key\n      type\n      value\n      description\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRoles {\n    userRoles\n  }\n"): (typeof documents)["\n  query UserRoles {\n    userRoles\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;