import type { UnitFields } from '@simsar/contract/units';
import type { Lookups } from '@simsar/contract/units-replies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ImagesPicker } from './form/images-picker.tsx';
import { UnitForm, type UnitFormProps } from './unit-form.tsx';
import { emptyUnitForm, noFiles, type UnitFormValues, unitFormData } from './unit-form-values.ts';

const lookups: Lookups = {
  location: [{ _id: '1', name_en: 'New Cairo', name_ar: 'القاهرة الجديدة' }],
  type: [
    { _id: '2', name_en: 'Villa', name_ar: 'فيلا' },
    { _id: '3', name_en: 'Chalet', name_ar: 'شاليه' },
  ],
  finishing: [{ _id: '4', name_en: 'Fully finished', name_ar: 'تشطيب كامل' }],
  delivery: [{ _id: '5', name_en: 'Ready to move', name_ar: 'استلام فوري' }],
};

// The first bytes of each type, as the form checks them (the name alone is not enough).
const heads: Record<string, Uint8Array<ArrayBuffer>> = {
  'image/png': Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]),
  'image/jpeg': Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
  'application/pdf': new TextEncoder().encode('%PDF-1.4\n'),
};
const file = (name: string, type = 'image/png') =>
  new File([heads[type] ?? new TextEncoder().encode('x')], name, { type });
const allFiles = {
  images: [file('a.png')],
  logo: file('logo.png'),
  master_plan: file('master.pdf', 'application/pdf'),
  pdf: file('b.pdf', 'application/pdf'),
  file: file('c.pdf', 'application/pdf'),
  video_broker: file('b.mp4', 'video/mp4'),
  video_client: file('c.mp4', 'video/mp4'),
};

const filled: UnitFormValues = {
  ...emptyUnitForm(),
  project_name: 'Palm Hills',
  description: 'Villas',
  dev_name_en: 'Palm Hills Developments',
  dev_name_ar: 'بالم هيلز',
  location_en: 'New Cairo',
  location_ar: 'القاهرة الجديدة',
  delivery_en: 'Ready to move',
  delivery_ar: 'استلام فوري',
  finishing_en: 'Fully finished',
  finishing_ar: 'تشطيب كامل',
  map_location: 'https://maps.google.com/?q=1,2',
  commission: 2.5,
  incentive: 1,
  sales_name: 'Mona',
  phone: '01012345678',
  whatsapp: '01512345678',
  whatsapp_link: 'https://chat.whatsapp.com/x',
  payment_plans: [{ down_payment: 10, years: 8 }],
  types: [{ name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: 12500000, area: 250 }] }],
  features_en: ['Pool'],
};

function renderForm(props: Partial<UnitFormProps> = {}) {
  const onSubmit = vi.fn<(fields: UnitFields) => void>();
  renderWithProviders(
    <UnitForm
      title="Add project"
      submitLabel="Add project"
      mode="add"
      // The developer's names typed, as the guest's form has them; the console's picker is the browser test's.
      typedDeveloper
      lookups={lookups}
      files={noFiles}
      onFilesChange={() => {}}
      progress={null}
      busy={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Add project' }));

// The whole form (31 feature boxes, seven sections) takes a few seconds to render in jsdom.
describe('the project form', { timeout: 30_000 }, () => {
  it('names every required field and file with the spec messages, and sends nothing', async () => {
    const { onSubmit, user } = renderForm({
      initial: {
        ...emptyUnitForm(),
        types: [{ name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: '', area: '' }] }],
      },
    });
    await submit(user);
    for (const message of [
      'Project name is required',
      'Description is required',
      'Developer name english is required',
      'Developer name arabic is required',
      'Developer sales name is required',
      'WhatsApp group link is required',
      'Location is required',
      'Delivery is required',
      'Finishing is required',
      'Link location on google maps is required',
      'Commission is required',
      'Incentive is required',
      'Down payment 1 is required',
      'Years 1 is required',
      'Price of Villa 1 is required',
      'Area of Villa 1 is required',
      'Please choose images',
      'Logo is required',
      'Master plan is required',
      'PDF is required',
      'Availability file is required',
      'Video broker is required',
      'Video client is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with new launch checked, lets payment details, prices, areas and three files stay empty', async () => {
    const newLaunch: UnitFormValues = {
      ...filled,
      new_launches: true,
      payment_plans: [{ down_payment: '', years: '' }],
      types: [{ name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: '', area: '' }] }],
    };
    const { images, logo, video_broker, video_client } = allFiles;
    const { onSubmit, user } = renderForm({
      initial: newLaunch,
      files: { ...noFiles, images, logo, video_broker, video_client },
    });
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Down payment 1 is required')).toBeNull();
    expect(screen.queryByText('Master plan is required')).toBeNull();
  });

  it('checks phones and the 0 to 20 range of commission', async () => {
    const { onSubmit, user } = renderForm({ initial: filled, files: allFiles });
    const phone = screen.getByRole('textbox', { name: /^Sales phone/ });
    await user.clear(phone);
    await user.type(phone, '0131234567');
    const commission = screen.getByRole('textbox', { name: /^Commission/ });
    await user.clear(commission);
    await user.type(commission, '21');
    await submit(user);
    expect(
      await screen.findByText('Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits'),
    ).toBeVisible();
    expect(screen.getByText('Enter a number from 0 to 20')).toBeVisible();
    expect(phone).toHaveAttribute('maxlength', '11');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers remove only past one payment plan and add only below four', async () => {
    const { user } = renderForm();
    const plans = screen.getByRole('region', { name: 'Payment plans' });
    expect(within(plans).queryByRole('button', { name: /^Remove/ })).toBeNull();
    for (let i = 0; i < 3; i++)
      await user.click(within(plans).getByRole('button', { name: 'Add payment plan' }));
    expect(within(plans).queryByRole('button', { name: 'Add payment plan' })).toBeNull();
    expect(within(plans).getAllByRole('button', { name: /^Remove payment plan/ })).toHaveLength(4);
    await user.click(within(plans).getByRole('button', { name: 'Remove payment plan 2' }));
    expect(within(plans).getByRole('button', { name: 'Add payment plan' })).toBeVisible();
  });

  it('offers 1 to 3 area and price rows per type', async () => {
    const { user } = renderForm({ initial: filled });
    const villa = screen.getByRole('group', { name: 'Villa' });
    expect(within(villa).queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(within(villa).getByRole('button', { name: 'Add area and price to Villa' }));
    await user.click(within(villa).getByRole('button', { name: 'Add area and price to Villa' }));
    expect(within(villa).queryByRole('button', { name: 'Add area and price to Villa' })).toBeNull();
    expect(within(villa).getAllByRole('button', { name: /^Remove area and price/ })).toHaveLength(3);
  });

  it('shows prices with thousands separators and hands them on as numbers', async () => {
    const { onSubmit, user } = renderForm({ initial: filled, files: allFiles });
    const price = screen.getByRole('textbox', { name: /^Price of Villa 1/ });
    expect(price).toHaveValue('12,500,000 EGP');
    await user.clear(price);
    await user.type(price, '14500000');
    expect(price).toHaveValue('14,500,000 EGP');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const fields = onSubmit.mock.calls[0]?.[0] as UnitFields;
    expect(fields.types[0]?.areas_and_prices[0]).toEqual({ price: 14500000, area: 250 });
    expect(fields).toMatchObject({
      project_code: 'Palm Hills',
      features_ar: ['حمام سباحة'],
      commission: 2.5,
    });

    const form = unitFormData(fields, allFiles, ['/media/old.png']);
    expect(form.get('project_code')).toBe('Palm Hills');
    expect(JSON.parse(String(form.get('types')))).toEqual([
      { name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: 14500000, area: 250 }] },
    ]);
    expect(JSON.parse(String(form.get('payment_plans')))).toEqual([{ down_payment: 10, years: 8 }]);
    expect(form.get('oldImages')).toBe('["/media/old.png"]');
    expect(form.getAll('images')).toHaveLength(1);
    expect(form.get('video_client')).toBeInstanceOf(File);
  });
});

describe('the image picker', () => {
  function renderPicker(saved: string[] = []) {
    const onChoose = vi.fn();
    const { container } = renderWithProviders(<ImagesPicker saved={saved} chosen={[]} onChoose={onChoose} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    return { onChoose, input, user: userEvent.setup({ applyAccept: false }) };
  }

  it('refuses anything but jpg, png or jpeg with the spec alert', async () => {
    const { onChoose, input, user } = renderPicker();
    await user.upload(input, [file('plan.gif', 'image/gif')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPG, PNG, or JPEG files are allowed');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('refuses more than 6 images in all, counting the saved ones', async () => {
    const { onChoose, input, user } = renderPicker(['/media/1.png', '/media/2.png']);
    await user.upload(
      input,
      [1, 2, 3, 4, 5].map((i) => file(`${i}.jpeg`, 'image/jpeg')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a maximum of 6 images');
    expect(onChoose).not.toHaveBeenCalled();
    await user.upload(
      input,
      [1, 2, 3, 4].map((i) => file(`${i}.jpg`, 'image/jpeg')),
    );
    // Taken once their first bytes are read, which the upload does not wait for.
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('a file chosen in the add form', { timeout: 30_000 }, () => {
  /** The hidden file input behind one of the six file fields. */
  const inputOf = (label: string) =>
    screen
      .getByRole('button', { name: label })
      .closest('.mantine-InputWrapper-root')
      ?.parentElement?.querySelector('input[type=file]') as HTMLInputElement;

  it('is checked by its first bytes: a wrong one is not taken and its field says why', async () => {
    const onFilesChange = vi.fn();
    renderForm({ onFilesChange });
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(inputOf('Video broker'), [file('tour.mp4', 'image/png')]);
    expect(await screen.findByText('Video broker must be an MP4 file')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Video broker' })).toHaveAttribute('aria-invalid', 'true');
    expect(onFilesChange).toHaveBeenLastCalledWith(noFiles);
    await upload.upload(inputOf('PDF'), [file('brochure.pdf', 'application/pdf')]);
    await waitFor(() =>
      expect(onFilesChange).toHaveBeenLastCalledWith(expect.objectContaining({ pdf: expect.any(File) })),
    );
  });

  it('keeps two files chosen one right after the other, and Add project waits while they are checked', async () => {
    const onFilesChange = vi.fn();
    renderForm({ onFilesChange });
    // Both chosen before the first check has read anything: each changes only its own field.
    fireEvent.change(inputOf('Logo'), { target: { files: [file('logo.png')] } });
    fireEvent.change(inputOf('PDF'), { target: { files: [file('brochure.pdf', 'application/pdf')] } });
    expect(screen.getByRole('button', { name: 'Add project' })).toBeDisabled();
    await waitFor(() =>
      expect(onFilesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ logo: expect.any(File), pdf: expect.any(File) }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add project' })).toBeEnabled());
  });
});
