// @vitest-environment happy-dom
// The edit dialog kit with a scripted save: the form's own rules stop a save before it is sent,
// the server's field messages land under the fields they name (focus on the first), a failure
// that names no field shows in an alert, nothing can be submitted or closed while saving, and a
// delete asks first.
import { CombinedGraphQLErrors } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useConfirmedDelete } from './confirmed-delete.tsx';
import {
  EditDialog,
  FormSelect,
  FormTextField,
  NOTHING_CHANGED,
  useEditForm,
} from './edit-dialog.tsx';
import { SnackbarProvider } from './snackbars/snackbar-provider.tsx';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'is required'),
  code: z.string(),
});
type Values = z.input<typeof schema>;

function PlaceDialog(props: {
  save: (values: Values) => Promise<unknown>;
  onClose?: () => void;
  onSaved?: () => void;
}) {
  const form = useEditForm<Values>(schema, { name: '', code: '' });
  return (
    <EditDialog
      form={form}
      title="New place"
      submitLabel="Create place"
      save={props.save}
      savedMessage={(values) => `${values.name} was saved.`}
      serverFieldNames={{ codeText: 'code' }}
      onClose={props.onClose ?? (() => {})}
      onSaved={props.onSaved ?? (() => {})}
    >
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField
        form={form}
        name="code"
        label="Code"
        problemLabel="The code"
        hint="Optional."
      />
    </EditDialog>
  );
}

const renderDialog = (props: Parameters<typeof PlaceDialog>[0]) =>
  render(
    <SnackbarProvider>
      <PlaceDialog {...props} />
    </SnackbarProvider>,
  );

const validationError = (fields: { path: string; message: string }[]) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [
      { message: 'The input is not valid.', extensions: { code: 'VALIDATION_ERROR', fields } },
    ],
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create place' }));

describe('EditDialog', () => {
  it('checks its own rules before anything is sent', async () => {
    const save = vi.fn(() => Promise.resolve({ data: {} }));
    renderDialog({ save });
    create();
    await screen.findByText('Name is required.');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under the fields they name, by field name", async () => {
    const save = vi.fn(() =>
      Promise.reject(
        validationError([
          { path: 'input.name', message: 'is already used by another place' },
          { path: 'input.codeText', message: 'must be 3 letters' },
        ]),
      ),
    );
    const onSaved = vi.fn();
    renderDialog({ save, onSaved });
    type('Name', 'Union Station');
    type('Code', 'toolong');
    create();
    await screen.findByText('Name is already used by another place.');
    expect(screen.getByText('The code must be 3 letters.')).toBeTruthy();
    expect(screen.queryByText('Optional.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save).toHaveBeenCalledWith({ name: 'Union Station', code: 'toolong' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failure that names no field in an alert, and the success in a snackbar', async () => {
    let answer: Promise<unknown> = Promise.reject(
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'This place is already taken.', extensions: { code: 'CONFLICT' } }],
      }),
    );
    const onSaved = vi.fn();
    renderDialog({ save: () => answer, onSaved });
    type('Name', 'Union Station');
    create();
    expect((await screen.findByRole('alert')).textContent).toBe('This place is already taken.');
    answer = Promise.resolve({ data: { place: { id: 'p1' } } });
    create();
    await screen.findByText('Union Station was saved.');
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.queryByText('This place is already taken.')).toBeNull();
  });

  it('closes with no message and no refresh when there is nothing to save', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderDialog({ save: () => Promise.resolve(NOTHING_CHANGED), onClose, onSaved });
    type('Name', 'Union Station');
    create();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Union Station was saved.')).toBeNull();
  });

  it('can be neither submitted again nor closed while saving', async () => {
    let finish: (value: unknown) => void = () => {};
    const save = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderDialog({ save, onClose });
    type('Name', 'Union Station');
    create();
    const submit = screen.getByRole('button', { name: 'Create place' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(submit);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(save).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      finish({ data: {} });
      await Promise.resolve();
    });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  });
});

function PlaceList(props: { remove: (name: string) => Promise<unknown>; onDeleted: () => void }) {
  const [places] = useState(['Union Station']);
  const deletion = useConfirmedDelete({
    what: 'meeting point',
    nameOf: (place: string) => place,
    remove: props.remove,
    explanation: 'The meeting point is removed for good.',
    onDeleted: props.onDeleted,
  });
  return (
    <>
      {places.map((place) => (
        <button key={place} type="button" onClick={() => deletion.ask(place)}>
          Delete {place}
        </button>
      ))}
      {deletion.dialog}
    </>
  );
}

describe('useConfirmedDelete', () => {
  it('asks before deleting, is busy while deleting, and says what was deleted', async () => {
    let finish: (value: unknown) => void = () => {};
    const remove = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const onDeleted = vi.fn();
    render(
      <SnackbarProvider>
        <PlaceList remove={remove} onDeleted={onDeleted} />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Union Station' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Union Station?' });
    expect(question.textContent).toContain('The meeting point is removed for good.');
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Union Station' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete meeting point' }));
    expect(remove).toHaveBeenCalledWith('Union Station');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete meeting point' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    await act(async () => {
      finish({ data: { deleteMeetingPoint: { id: 'p1' } } });
      await Promise.resolve();
    });
    await screen.findByText('Union Station was deleted.');
    expect(onDeleted).toHaveBeenCalledOnce();
  });
});

const tripSchema = z.object({
  kind: z.string().min(1, 'is required'),
  stops: z.array(z.object({ name: z.string() })),
  guides: z.array(z.string()),
});
type Trip = z.input<typeof tripSchema>;

function TripDialog(props: { save: (values: Trip) => Promise<unknown> }) {
  const form = useEditForm<Trip>(tripSchema, {
    kind: '',
    stops: [{ name: 'Depot' }, { name: '' }],
    guides: [],
  });
  return (
    <EditDialog
      form={form}
      title="New trip"
      submitLabel="Create trip"
      save={props.save}
      savedMessage={() => 'The trip was saved.'}
      serverPrefix="input.trip."
      serverFieldNames={{ guideIds: 'guides' }}
      onClose={() => {}}
      onSaved={() => {}}
    >
      <FormSelect
        form={form}
        name="kind"
        label="Kind"
        placeholder="Choose a kind"
        options={[
          { value: 'road', label: 'Road trip' },
          { value: 'city', label: 'City tour' },
        ]}
      />
      <FormTextField form={form} name="stops.1.name" label="Second stop" />
      <FormTextField form={form} name="guides" label="Guides" />
    </EditDialog>
  );
}

describe('FormSelect and server paths', () => {
  it('offers its options after the placeholder, and says when nothing is chosen', async () => {
    const save = vi.fn(() => Promise.resolve({ data: {} }));
    render(
      <SnackbarProvider>
        <TripDialog save={save} />
      </SnackbarProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a kind',
      'Road trip',
      'City tour',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await screen.findByText('Kind is required.');
    fireEvent.change(select, { target: { value: 'city' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]).toEqual([
      { kind: 'city', stops: [{ name: 'Depot' }, { name: '' }], guides: [] },
    ]);
  });

  it('finds the fields of nested server paths and of an alias given for their head', async () => {
    const save = vi.fn(() =>
      Promise.reject(
        validationError([
          { path: 'input.trip.stops.1.name', message: 'is required' },
          { path: 'input.trip.guideIds.2', message: 'is not a guide' },
        ]),
      ),
    );
    render(
      <SnackbarProvider>
        <TripDialog save={save} />
      </SnackbarProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'road' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create trip' }));
    await screen.findByText('Second stop is required.');
    expect(screen.getByText('Guides is not a guide.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
