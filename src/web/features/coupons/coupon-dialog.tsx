// Create or edit a coupon. The fields follow the scope: a course coupon names a course, a state
// and whether it is a daily coupon; a lesson or road-test coupon names its regions, whether the
// landing pages show it and whether it is for a first purchase only. The scopes offered are
// those the signed-in role may write (course: ClassroomManager; lesson, road test: RegionalManager).
import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import type { CouponScope, CouponType } from '../../../domain/coupons/coupon-types.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  COUPON_SCOPE_LABELS,
  couponFormProblems,
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
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<CouponFormValues>(
    props.coupon ? couponFormValues(props.coupon) : emptyCouponForm(props.scopes[0] ?? 'lesson'),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [createCoupon, createState] = useMutation(CREATE_COUPON_MUTATION);
  const [updateCoupon, updateState] = useMutation(UPDATE_COUPON_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const isCourse = values.scope === 'course';
  const regionOptions = useQuery(COUPON_REGION_OPTIONS_QUERY, { skip: isCourse });
  const regions = regionOptions.data?.couponRegionOptions ?? [];

  const set = (patch: Partial<CouponFormValues>) => {
    setValues({ ...values, ...patch });
    // A field's message goes once the person changes it; the next save checks again.
    const changed = Object.keys(patch).map((key) => (key === 'amount' ? 'discount' : key));
    if (changed.some((key) => key in problems)) {
      setProblems(
        Object.fromEntries(Object.entries(problems).filter(([key]) => !changed.includes(key))),
      );
    }
  };
  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = couponFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const code = values.code.trim();
    const result = props.coupon
      ? await reportMutation(
          remember(
            updateCoupon({ variables: { input: toUpdateCouponInput(props.coupon.id, values) } }),
          ),
          { success: `Coupon ${code} was saved.` },
        )
      : await reportMutation(
          remember(createCoupon({ variables: { input: toCouponInput(values) } })),
          { success: `Coupon ${code} was created.` },
        );
    if (result) props.onSaved();
  }

  const check = (
    key: 'isDailyCoupon' | 'displayInLandingPages' | 'onlyFirstPurchase',
    label: string,
  ) => (
    <FormControlLabel
      control={
        <Checkbox
          checked={values[key]}
          disabled={busy}
          onChange={(event) => set({ [key]: event.target.checked })}
        />
      }
      label={label}
    />
  );

  return (
    <FormDialog
      title={props.coupon ? `Edit coupon ${props.coupon.code}` : 'New coupon'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.coupon ? 'Save coupon' : 'Create coupon'}
    >
      <TextField
        select
        label="Scope"
        size="small"
        value={values.scope}
        disabled={busy || props.scopes.length < 2}
        helperText="What the coupon discounts: a course, driving lessons or a road test."
        onChange={(event) => set({ scope: event.target.value as CouponScope })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {props.scopes.map((scope) => (
          <option key={scope} value={scope}>
            {COUPON_SCOPE_LABELS[scope]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Code"
        required
        size="small"
        value={values.code}
        disabled={busy}
        error={Boolean(problems.code)}
        helperText={
          problem('code', 'The code') ?? 'What buyers type; upper and lower case are the same.'
        }
        onChange={(event) => set({ code: event.target.value })}
      />
      <TextField
        label="Title"
        required
        size="small"
        value={values.title}
        disabled={busy}
        error={Boolean(problems.title)}
        helperText={problem('title', 'The title')}
        onChange={(event) => set({ title: event.target.value })}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Discount type"
          size="small"
          value={values.type}
          disabled={busy}
          onChange={(event) => set({ type: event.target.value as CouponType })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="percent">Percent off</option>
          <option value="dollar">Dollars off</option>
        </TextField>
        <TextField
          label="Discount"
          required
          size="small"
          inputMode="decimal"
          value={values.amount}
          disabled={busy}
          error={Boolean(problems.discount)}
          helperText={problem('discount', 'The discount')}
          onChange={(event) => set({ amount: event.target.value })}
          slotProps={{
            input:
              values.type === 'dollar'
                ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                : { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </Box>
      <TextField
        label="Last valid day"
        type="date"
        required
        size="small"
        value={values.expiration}
        disabled={busy}
        error={Boolean(problems.expiration)}
        helperText={
          problem('expiration', 'The last valid day') ??
          'Valid until the end of this day (Pacific time).'
        }
        onChange={(event) => set({ expiration: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />

      {isCourse ? (
        <>
          <TextField
            label="Course"
            size="small"
            value={values.courseId}
            disabled={busy}
            error={Boolean(problems.courseId)}
            helperText={problem('courseId', 'The course') ?? 'Leave empty for every course.'}
            onChange={(event) => set({ courseId: event.target.value })}
          />
          <TextField
            label="State"
            size="small"
            value={values.state}
            disabled={busy}
            error={Boolean(problems.state)}
            helperText={
              problem('state', 'The state') ?? 'Two letters, like TX. Empty for every state.'
            }
            onChange={(event) => set({ state: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
          />
          {check('isDailyCoupon', 'Daily coupon: valid only on its last valid day')}
        </>
      ) : (
        <>
          <Autocomplete
            multiple
            options={regions}
            value={regions.filter((region) => values.regionIds.includes(region.id))}
            onChange={(_event, chosen) => set({ regionIds: chosen.map((region) => region.id) })}
            getOptionLabel={(region) => region.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            disabled={busy}
            loading={regionOptions.loading}
            noOptionsText="No regions yet."
            renderInput={(params) => (
              <TextField
                {...params}
                label="Regions"
                size="small"
                error={Boolean(problems.regionIds)}
                helperText={problem('regionIds', 'The regions') ?? 'Leave empty for every region.'}
              />
            )}
          />
          {check('onlyFirstPurchase', 'Only on a first purchase')}
          {check('displayInLandingPages', 'Show on landing pages')}
        </>
      )}
    </FormDialog>
  );
}
