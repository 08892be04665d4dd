import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { checkDimensions, checkFile, DEFAULT_PHOTO_LIMITS, isJpeg, moveItem, planBatch } from './checks.js';
import { PhotoUploader, type PhotoUploaderProps } from './index.js';

const L = DEFAULT_PHOTO_LIMITS;
const f = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type });

describe('photo checks (SPEC 5, 8, 9)', () => {
  it('accepts JPG/JPEG only, by type or by extension', () => {
    expect(isJpeg(f('a.jpg', 1))).toBe(true);
    expect(isJpeg(f('a.JPEG', 1, ''))).toBe(true);
    expect(isJpeg(f('a.png', 1, 'image/png'))).toBe(false);
    expect(isJpeg(f('a.jpg', 1, 'image/png'))).toBe(false);
    expect(checkFile(f('a.webp', 200_000, 'image/webp'), L)).toEqual({ code: 'wrongType' });
  });

  it("defaults to the product's limits: SPEC 9's image constants (issue 11)", () => {
    expect(L).toEqual({
      maxFileBytes: 5_242_880,
      minFileBytes: 100_000,
      maxTotalBytes: 26_214_400,
      minDimension: 400,
      maxDimension: 4000,
      maxFiles: 20,
    });
  });

  it('enforces per-file size bounds inclusively', () => {
    expect(checkFile(f('a.jpg', 4_000_000), L)).toBeNull();
    expect(checkFile(f('a.jpg', 5_242_880), L)).toBeNull();
    expect(checkFile(f('a.jpg', 5_242_881), L)).toEqual({ code: 'tooLarge', params: { max: 5_242_880 } });
    expect(checkFile(f('a.jpg', 100_000), L)).toBeNull();
    expect(checkFile(f('a.jpg', 99_999), L)).toEqual({ code: 'tooSmall', params: { min: 100_000 } });
  });

  it('checks resolution on both sides', () => {
    expect(checkDimensions({ width: 400, height: 4000 }, L)).toBeNull();
    expect(checkDimensions({ width: 630, height: 530 }, L)).toBeNull();
    expect(checkDimensions({ width: 399, height: 800 }, L)?.code).toBe('resolutionLow');
    expect(checkDimensions({ width: 1200, height: 4001 }, L)?.code).toBe('resolutionHigh');
  });

  it('refuses files beyond the count and total limits, each with its reason', () => {
    const files = Array.from({ length: 22 }, (_, i) => f(`p${i}.jpg`, 1_000_000));
    const plan = planBatch(files, L);
    expect(plan.filter((p) => p.error === null)).toHaveLength(20);
    expect(plan[20]!.error).toEqual({ code: 'tooManyFiles', params: { max: 20, count: 22 } });
    const big = planBatch(
      Array.from({ length: 7 }, (_, i) => f(`b${i}.jpg`, 4_000_000)),
      L,
    );
    expect(big.map((p) => p.error?.code ?? 'ok')).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'totalTooLarge',
    ]);
    // A refused file does not count against the limits.
    expect(
      planBatch([f('x.png', 10, 'image/png'), f('y.jpg', 400_000)], { ...L, maxFiles: 1 })[1]!.error,
    ).toBeNull();
  });

  it('moves items', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
  });
});

function jpeg(name: string, size = 400_000, type = 'image/jpeg') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(props: Partial<PhotoUploaderProps> = {}) {
  const deferred: {
    resolve: (v: { id: string; url: string }) => void;
    reject: (e: Error) => void;
    progress: (n: number) => void;
    file: File;
  }[] = [];
  const upload = vi.fn<PhotoUploaderProps['upload']>(
    (file, onProgress) =>
      new Promise((resolve, reject) => deferred.push({ resolve, reject, progress: onProgress, file })),
  );
  const onChange = vi.fn();
  const utils = render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      <PhotoUploader
        upload={upload}
        onChange={onChange}
        readImageSize={async (file) =>
          file.name.startsWith('small') ? { width: 300, height: 200 } : { width: 1600, height: 1200 }
        }
        {...props}
      />
    </UiProvider>,
  );
  const input = utils.container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = async (files: File[]) => {
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
  };
  return { ...utils, upload, onChange, deferred, choose };
}

describe('PhotoUploader', () => {
  it('shows every refused file with its reason and uploads the rest with progress', async () => {
    const { choose, deferred, upload } = setup();
    await choose([
      jpeg('pool.jpg'),
      jpeg('logo.png', 400_000, 'image/png'),
      jpeg('huge.jpg', 6_000_000),
      jpeg('thin.jpg', 60_000),
      jpeg('small.jpg'),
    ]);
    expect(screen.getByText('Only JPG/JPEG photos can be uploaded.')).toBeTruthy();
    expect(screen.getByText('The file is larger than 5 MB.')).toBeTruthy();
    expect(screen.getByText('The file is smaller than 100 KB.')).toBeTruthy();
    expect(await screen.findByText('The photo is 300×200 px; each side needs at least 400 px.')).toBeTruthy();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0].name).toBe('pool.jpg');
    act(() => deferred[0]!.progress(0.4));
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress of pool.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    await act(async () => deferred[0]!.resolve({ id: 'p1', url: 'https://cdn/p1.jpg' }));
    expect(screen.getByText('Uploaded')).toBeTruthy();
  });

  it('retries a failed upload', async () => {
    const user = userEvent.setup();
    const { choose, deferred, upload, onChange } = setup();
    await choose([jpeg('lobby.jpg')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await act(async () => deferred[0]!.reject(new Error('503')));
    expect(screen.getByText('Upload failed. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry uploading lobby.jpg' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await act(async () => deferred[1]!.resolve({ id: 'l1', url: 'https://cdn/l1.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'l1', url: 'https://cdn/l1.jpg', caption: '', main: true },
    ]);
  });

  it('refuses files beyond the per-upload count', async () => {
    const { choose } = setup({ limits: { maxFiles: 2 } });
    await choose([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    expect(screen.getByText('Up to 2 files can be uploaded at once; 3 were chosen.')).toBeTruthy();
  });

  it('sets the main photo, captions and reorders with the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange } = setup({
      defaultValue: [
        { id: 'a', url: 'https://cdn/a.jpg', caption: 'Pool', main: true },
        { id: 'b', url: 'https://cdn/b.jpg', caption: 'Lobby', main: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Set Lobby as the main photo' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'a', url: 'https://cdn/a.jpg', caption: 'Pool', main: false },
      { id: 'b', url: 'https://cdn/b.jpg', caption: 'Lobby', main: true },
    ]);
    const handle = screen.getByRole('button', { name: /^Move Lobby/ });
    handle.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange.mock.lastCall![0].map((p: { id: string }) => p.id)).toEqual(['b', 'a']);
    expect(screen.getByText('Lobby moved to position 1 of 2.')).toBeTruthy();
    const caption = screen.getByRole('textbox', { name: 'Caption of Pool' });
    await user.clear(caption);
    await user.type(caption, 'Infinity pool');
    expect(onChange.mock.lastCall![0][1]).toMatchObject({ id: 'a', caption: 'Infinity pool' });
  });

  it('makes each handle a sortable for pointer and touch drags, described in the user language', () => {
    render(
      <UiProvider language="id" translate={(key, params) => translate('id', key, params)}>
        <PhotoUploader
          upload={vi.fn()}
          defaultValue={[
            { id: 'a', url: 'https://cdn/a.jpg', caption: 'Kolam', main: true },
            { id: 'b', url: 'https://cdn/b.jpg', caption: 'Lobi', main: false },
          ]}
        />
      </UiProvider>,
    );
    const handle = screen.getByRole('button', { name: /^Pindahkan Lobi/ });
    expect(handle.getAttribute('aria-roledescription')).toBe('foto yang dapat diurutkan');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(/^Untuk mengurutkan, seret pegangannya/);
  });

  it('says when there are too few photos', () => {
    setup({ minPhotos: 3, showRequiredError: true });
    expect(within(screen.getByRole('alert')).getByText('Add at least 3 photos.')).toBeTruthy();
  });
});
