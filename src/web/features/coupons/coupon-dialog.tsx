// Create or edit a coupon. The fields follow the scope: a course coupon names a course, a state
// and whether it is a daily coupon; a lesson or road-test coupon names its regions, whether the
// landing pages show it and whether it is for a first purchase only. The scopes offered are
// those the signed-in role may write (course: ClassroomManager; lesson, road test: RegionalManager).
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { CouponScope } from '../../../domain/coupons/coupon-types.ts';
import { EditDialog, FormCheckbox, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import { FormChoicesField } from '../../ui/form-choices-field.tsx';
import {
  COUPON_SCOPE_LABELS,
  couponFormSchema,
  couponFormValues,
  emptyCouponForm,
  toCouponInput,
  toUpdateCouponInput,
  type CouponFormValues,
  type CouponView,
} from './coupon-form.ts';
import {
  COUPON_REGION_OPTIONS_QUERY,
  CREATE_COUPON_MUTATION,
  UPDATE_COUPON_MUTATION,
} from './coupons.queries.ts';

export function CouponDialog(props: {
  coupon: CouponView | null;
  /** The scopes this user may write; the first is the default of a new coupon. */
  scopes: readonly CouponScope[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useEditForm<CouponFormValues>(
    couponFormSchema,
    props.coupon ? couponFormValues(props.coupon) : emptyCouponForm(props.scopes[0] ?? 'lesson'),
  );
  const [createCoupon] = useMutation(CREATE_COUPON_MUTATION);
  const [updateCoupon] = useMutation(UPDATE_COUPON_MUTATION);
  const [scope, type] = form.watch(['scope', 'type']);
  const isCourse = scope === 'course';
  const regionOptions = useQuery(COUPON_REGION_OPTIONS_QUERY, { skip: isCourse });

  return (
    <EditDialog
      form={form}
      title={props.coupon ? `Edit coupon ${props.coupon.code}` : 'New coupon'}
      submitLabel={props.coupon ? 'Save coupon' : 'Create coupon'}
      save={(values) =>
        props.coupon
          ? updateCoupon({ variables: { input: toUpdateCouponInput(props.coupon.id, values) } })
          : createCoupon({ variables: { input: toCouponInput(values) } })
      }
      savedMessage={(values) =>
        `Coupon ${values.code.trim()} was ${props.coupon ? 'saved' : 'created'}.`
      }
      serverFieldNames={{ discount: 'amount' }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField
        form={form}
        name="scope"
        select
        label="Scope"
        disabled={props.scopes.length < 2}
        hint="What the coupon discounts: a course, driving lessons or a road test."
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {props.scopes.map((value) => (
          <option key={value} value={value}>
            {COUPON_SCOPE_LABELS[value]}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        form={form}
        name="code"
        label="Code"
        problemLabel="The code"
        required
        hint="What buyers type; upper and lower case are the same."
      />
      <FormTextField form={form} name="title" label="Title" problemLabel="The title" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          form={form}
          name="type"
          select
          label="Discount type"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="percent">Percent off</option>
          <option value="dollar">Dollars off</option>
        </FormTextField>
        <FormTextField
          form={form}
          name="amount"
          label="Discount"
          problemLabel="The discount"
          required
          inputMode="decimal"
          slotProps={{
            input:
              type === 'dollar'
                ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                : { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </Box>
      <FormTextField
        form={form}
        name="expiration"
        label="Last valid day"
        problemLabel="The last valid day"
        type="date"
        required
        hint="Valid until the end of this day (Pacific time)."
        slotProps={{ inputLabel: { shrink: true } }}
      />

      {isCourse ? (
        <>
          <FormTextField
            form={form}
            name="courseId"
            label="Course"
            problemLabel="The course"
            hint="Leave empty for every course."
          />
          <FormTextField
            form={form}
            name="state"
            label="State"
            problemLabel="The state"
            hint="Two letters, like TX. Empty for every state."
            slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
          />
          <FormCheckbox
            form={form}
            name="isDailyCoupon"
            label="Daily coupon: valid only on its last valid day"
          />
        </>
      ) : (
        <>
          <FormChoicesField
            form={form}
            name="regionIds"
            label="Regions"
            problemLabel="The regions"
            choices={regionOptions.data?.couponRegionOptions ?? []}
            loading={regionOptions.loading}
            noChoicesText="No regions yet."
            hint="Leave empty for every region."
          />
          <FormCheckbox form={form} name="onlyFirstPurchase" label="Only on a first purchase" />
          <FormCheckbox form={form} name="displayInLandingPages" label="Show on landing pages" />
        </>
      )}
    </EditDialog>
  );
}
