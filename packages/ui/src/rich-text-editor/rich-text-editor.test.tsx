import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { normaliseUrl, plainText, plainTextLength } from './plain-text.js';
import { RichTextEditor, type RichTextEditorProps } from './index.js';

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = rect;
  Element.prototype.getClientRects = rects;
});

const setup = (props: Partial<RichTextEditorProps> = {}) =>
  render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      <RichTextEditor label="Description" {...props} />
    </UiProvider>,
  );

describe('rich text helpers', () => {
  it('reads paragraphs and list items one per line and counts code points', () => {
    const schema = getSchema([StarterKit]);
    const p = (text: string) => schema.node('paragraph', null, text ? [schema.text(text)] : []);
    const doc = schema.node('doc', null, [
      p('Pool view'),
      schema.node('bulletList', null, [schema.node('listItem', null, [p('Wi-Fi')])]),
      p(''),
      schema.node('paragraph', null, [schema.text('a'), schema.node('hardBreak'), schema.text('🏝 b')]),
    ]);
    expect(plainText(doc)).toBe('Pool view\nWi-Fi\n\na\n🏝 b');
    expect(plainTextLength(doc)).toBe(22);
    expect(plainTextLength(schema.node('doc', null, [p('')]))).toBe(0);
  });

  it('accepts web links only', () => {
    expect(normaliseUrl('example.com/a')).toBe('https://example.com/a');
    expect(normaliseUrl('http://hotel.co.id')).toBe('http://hotel.co.id/');
    expect(normaliseUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseUrl('mailto:a@b.c')).toBeNull();
    expect(normaliseUrl('localhost')).toBeNull();
    expect(normaliseUrl('  ')).toBeNull();
  });
});

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox reporting the plain-text length of its content', () => {
    setup({
      defaultValue: '<p><strong>Pool</strong> view</p><ul><li><p>Wi-Fi</p></li></ul>',
      maxLength: 500,
    });
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(screen.getByText('15 of 500 characters')).toBeTruthy();
  });

  it('marks text longer than the maximum as invalid', () => {
    setup({ defaultValue: '<p>Too long here</p>', maxLength: 5 });
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The text is longer than 5 characters.')).toBeTruthy();
  });

  it('has a formatting toolbar with one tab stop and arrow-key movement', async () => {
    const user = userEvent.setup();
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Italic' }).tabIndex).toBe(-1);
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add link' }));
    expect(toolbar.contains(document.activeElement)).toBe(true);
  });

  it('toggles bold and refuses a non-web link', async () => {
    const user = userEvent.setup();
    setup({ defaultValue: '<p>Hello</p>' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter an address starting with http:// or https://.');
  });
});

describe('content security', () => {
  it('adds no <style> element to the page: the CSP refuses one without its nonce', () => {
    setup({ defaultValue: '<p>Kamar luas</p>' });
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
    // Tiptap's own stylesheet, injected once per page when allowed.
    expect(document.querySelector('style[data-tiptap-style]')).toBeNull();
  });
});
