import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PhotoUploader, type PhotoUploadFn } from '@extranet/ui/photo-uploader';

/** A thumbnail drawn in the browser, standing in for a stored photo's URL. */
function swatch(hue: number, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,38%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><text x="24" y="270" font-family="sans-serif" font-size="28" fill="white">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A real JPEG of the given size, made on a canvas (noise keeps a large one above the 100000-byte minimum). */
async function makeJpeg(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const image = ctx.createImageData(width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = (i * 7) % 255;
    image.data[i + 1] = Math.random() * 255;
    image.data[i + 2] = 140;
    image.data[i + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
  return new File([blob], name, { type: 'image/jpeg' });
}

/** Simulated storage: progress in steps; files whose name contains "fail" fail the first time. */
function fakeStorage(stepMs = 120): PhotoUploadFn {
  const failed = new Set<string>();
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      let progress = 0;
      const timer = setInterval(() => {
        progress += 0.25;
        onProgress(Math.min(progress, 1));
        if (progress < 1) return;
        clearInterval(timer);
        if (file.name.includes('fail') && !failed.has(file.name)) {
          failed.add(file.name);
          reject(new Error('503'));
        } else {
          resolve({ id: file.name, url: URL.createObjectURL(file) });
        }
      }, stepMs);
    });
}

const meta = {
  title: 'Components/PhotoUploader',
  component: PhotoUploader,
  args: {
    label: 'Property photos',
    description: 'The main photo is the first one guests see.',
    upload: fakeStorage(),
    onChange: fn(),
    minPhotos: 3,
  },
} satisfies Meta<typeof PhotoUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Chooses files as a drop would: unlike the file dialog, nothing filters out other types. */
function choose(root: HTMLElement, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const el = input(root);
  el.files = data.files;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
    await expect(canvas.getByText('No photos yet.')).toBeVisible();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: [
      { id: 'pool', url: swatch(190, 'Pool'), caption: 'Infinity pool', main: true },
      { id: 'lobby', url: swatch(30, 'Lobby'), caption: 'Lobby', main: false },
      { id: 'room', url: swatch(260, 'Deluxe room'), caption: 'Deluxe room', main: false },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set Lobby as the main photo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'lobby', main: true })]),
    );
    const handle = canvas.getByRole('button', { name: /^Move Deluxe room/ });
    handle.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(canvas.getByText('Deluxe room moved to position 1 of 3.')).toBeInTheDocument(),
    );
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0][0]).toMatchObject({
      id: 'room',
    });
  },
};

/**
 * Drags a handle onto another card the way a mouse or a finger does: pointer down on the handle, moves in
 * animation frames (dnd-kit starts after 4 px and measures the cards while moving), pointer up.
 */
async function dragByPointer(handle: HTMLElement, target: HTMLElement, pointerType: 'mouse' | 'touch') {
  const doc = handle.ownerDocument;
  const centre = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  const from = centre(handle);
  const to = centre(target);
  const init = (p: { x: number; y: number }, buttons: number): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: p.x,
    clientY: p.y,
    pointerId: 1,
    pointerType,
    isPrimary: true,
    button: 0,
    buttons,
  });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  handle.dispatchEvent(new PointerEvent('pointerdown', init(from, 1)));
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    doc.dispatchEvent(new PointerEvent('pointermove', init(p, 1)));
    await frame();
  }
  doc.dispatchEvent(new PointerEvent('pointerup', init(to, 0)));
  await frame();
}

/** Reorders by dragging a handle, with a mouse and then with a finger; screen readers hear each move. */
export const PointerReorder: Story = {
  args: {
    defaultValue: [
      { id: 'pool', url: swatch(190, 'Pool'), caption: 'Infinity pool', main: true },
      { id: 'lobby', url: swatch(30, 'Lobby'), caption: 'Lobby', main: false },
      { id: 'room', url: swatch(260, 'Deluxe room'), caption: 'Deluxe room', main: false },
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const order = () =>
      (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0].map((p: { id: string }) => p.id);
    const card = (name: string) => canvas.getByRole('textbox', { name: `Caption of ${name}` }).closest('li')!;
    await dragByPointer(
      canvas.getByRole('button', { name: /^Move Infinity pool/ }),
      card('Deluxe room'),
      'mouse',
    );
    await waitFor(() => expect(order()).toEqual(['lobby', 'room', 'pool']));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Infinity pool moved to position 3 of 3.')).toBeInTheDocument();
    await dragByPointer(canvas.getByRole('button', { name: /^Move Lobby/ }), card('Deluxe room'), 'touch');
    await waitFor(() => expect(order()).toEqual(['room', 'lobby', 'pool']));
    await expect(await page.findByText('Lobby moved to position 2 of 3.')).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { upload: fakeStorage(60_000) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const file = await makeJpeg('terrace.jpg', 1200, 900);
    await userEvent.upload(input(canvasElement), file);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Upload progress of terrace.jpg' }),
    ).toBeVisible();
  },
};

export const Errors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    choose(canvasElement, [
      await makeJpeg('garden-fail.jpg', 1200, 900),
      await makeJpeg('panorama.jpg', 1600, 300),
      await makeJpeg('tiny.jpg', 160, 120),
      new File(['%PDF'], 'floor-plan.pdf', { type: 'application/pdf' }),
    ]);
    await expect(await canvas.findByText('Only JPG/JPEG photos can be uploaded.')).toBeVisible();
    await expect(
      await canvas.findByText('The photo is 1600×300 px; each side needs at least 400 px.'),
    ).toBeVisible();
    await expect(await canvas.findByText('The file is smaller than 100 KB.')).toBeVisible();
    await expect(
      await canvas.findByText('Upload failed. Please try again.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry uploading garden-fail.jpg' }));
    await expect(await canvas.findByText('Uploaded', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const TooMany: Story = {
  args: { limits: { maxFiles: 2 } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const files = await Promise.all(['a.jpg', 'b.jpg', 'c.jpg'].map((n) => makeJpeg(n, 1200, 900)));
    await userEvent.upload(input(canvasElement), files);
    await expect(
      await canvas.findByText('Up to 2 files can be uploaded at once; 3 were chosen.'),
    ).toBeVisible();
  },
};

export const TooFew: Story = {
  args: {
    showRequiredError: true,
    defaultValue: [{ id: 'pool', url: swatch(190, 'Pool'), caption: 'Pool', main: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Add at least 3 photos.');
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: [{ id: 'pool', url: swatch(190, 'Pool'), caption: 'Pool', main: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};
