import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import * as field from '../internal/field.css.js';
import { useUiText } from '../provider/index.js';
import { LinkGlyph, ListGlyph, OrderedGlyph } from './glyphs.js';
import { LinkBar } from './link-bar.js';
import { normaliseUrl, plainText, plainTextLength } from './plain-text.js';
import * as s from './rich-text-editor.css.js';

export interface RichTextEditorProps {
  label: ReactNode;
  description?: ReactNode;
  /** HTML. Controlled when given: the editor follows it whenever it differs from its own content. */
  value?: string;
  defaultValue?: string;
  /** HTML plus the plain text and its length, which is what validation counts (SPEC 5). */
  onChange?: (html: string, plain: { text: string; length: number }) => void;
  /** Shows "n of max characters" and marks the field when the plain text is longer. */
  maxLength?: number;
  /** Another length measure (default: code points of the plain text, as validation counts). */
  measure?: (html: string, editor: Editor) => number;
  errorMessage?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** Submits the HTML with a surrounding form under this name. */
  name?: string;
  className?: string;
}

type Tool = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link';

/** Bold, italic, bullet and numbered lists and links, on TipTap; reports the plain-text length. */
export function RichTextEditor(props: RichTextEditorProps) {
  const t = useUiText();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [length, setLength] = useState(0);
  const [html, setHtml] = useState(props.value ?? props.defaultValue ?? '');
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkDraft, setLinkDraft] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const propsRef = useRef(props);
  propsRef.current = props;
  const over = props.maxLength !== undefined && length > props.maxLength;
  const invalid = Boolean(props.errorMessage) || over;
  const describedBy = [
    props.description ? descriptionId : '',
    invalid ? errorId : '',
    props.maxLength ? counterId : '',
  ]
    .filter(Boolean)
    .join(' ');

  const measure = (editor: Editor) => {
    const current = editor.getHTML();
    return propsRef.current.measure
      ? propsRef.current.measure(current, editor)
      : plainTextLength(editor.state.doc);
  };

  const editor = useEditor({
    // Its styles are ours (rich-text-editor.css.ts editable): an injected <style> breaks the app's CSP.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !props.disabled,
    content: props.value ?? props.defaultValue ?? '',
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https'],
        isAllowedUri: (url) => normaliseUrl(url) !== null,
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      Placeholder.configure({ placeholder: props.placeholder ?? '' }),
    ],
    editorProps: {
      attributes: {
        class: s.editable,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(props.disabled ? { 'aria-disabled': 'true' } : {}),
      },
    },
    onCreate: ({ editor: e }) => setLength(measure(e)),
    onUpdate: ({ editor: e }) => {
      const current = e.getHTML();
      const next = measure(e);
      setLength(next);
      setHtml(current);
      propsRef.current.onChange?.(current, { text: plainText(e.state.doc), length: next });
    },
  });

  // The ARIA attributes depend on state (invalid, described-by): keep them current.
  useEffect(() => {
    if (editor.isDestroyed || !editor.schema) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          class: s.editable,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(props.disabled ? { 'aria-disabled': 'true' } : {}),
        },
      },
    });
    editor.setEditable(!props.disabled);
  }, [editor, describedBy, invalid, labelId, props.disabled]);

  useEffect(() => {
    // A destroyed editor (a remount replaced it) has no schema left to read or write.
    if (editor.isDestroyed || !editor.schema) return;
    if (props.value !== undefined && props.value !== editor.getHTML()) {
      editor.commands.setContent(props.value, { emitUpdate: false });
      setLength(measure(editor));
      setHtml(props.value);
    }
    // `measure` reads the latest props through a ref, so it is not a dependency.
  }, [props.value, editor]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const run = (tool: Tool) => {
    const chain = editor.chain().focus();
    if (tool === 'bold') chain.toggleBold().run();
    else if (tool === 'italic') chain.toggleItalic().run();
    else if (tool === 'bulletList') chain.toggleBulletList().run();
    else if (tool === 'orderedList') chain.toggleOrderedList().run();
    else if (tool === 'link') {
      setLinkDraft((editor.getAttributes('link').href as string | undefined) ?? '');
      setLinkInvalid(false);
      setLinkOpen(true);
    }
  };

  const applyLink = () => {
    const url = normaliseUrl(linkDraft);
    if (!url) {
      setLinkInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
    setLinkOpen(false);
  };

  // WAI-ARIA toolbar: one tab stop, arrows move between the buttons.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    let next = current;
    if (event.key === 'ArrowRight') next = (current + 1) % buttons.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    buttons[next]!.focus();
    setFocusIndex(next);
  };

  const tools: { tool: Tool; label: string; glyph: ReactNode; pressed?: boolean }[] = [
    { tool: 'bold', label: t('ui.richTextEditor.bold'), glyph: <b>B</b>, pressed: active.bold },
    {
      tool: 'italic',
      label: t('ui.richTextEditor.italic'),
      glyph: <i style={{ fontFamily: 'serif' }}>I</i>,
      pressed: active.italic,
    },
    {
      tool: 'bulletList',
      label: t('ui.richTextEditor.bulletList'),
      glyph: <ListGlyph />,
      pressed: active.bulletList,
    },
    {
      tool: 'orderedList',
      label: t('ui.richTextEditor.orderedList'),
      glyph: <OrderedGlyph />,
      pressed: active.orderedList,
    },
    { tool: 'link', label: t('ui.richTextEditor.link'), glyph: <LinkGlyph />, pressed: active.link },
  ];

  return (
    <div className={cx(s.root, props.className)}>
      <span id={labelId} className={field.label} onClick={() => editor.commands.focus()}>
        {props.label}
      </span>
      {props.description ? (
        <span id={descriptionId} className={field.description}>
          {props.description}
        </span>
      ) : null}
      <div className={cx(s.frame, invalid && s.frameInvalid, props.disabled && s.frameDisabled)}>
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={t('ui.richTextEditor.toolbar')}
          aria-controls={`${id}-content`}
          className={s.toolbar}
          onKeyDown={onToolbarKey}
        >
          {tools.map((item, index) => (
            <span key={item.tool} style={{ display: 'contents' }}>
              {index === 2 || index === 4 ? <span className={s.separator} aria-hidden="true" /> : null}
              <button
                type="button"
                className={s.tool}
                aria-label={item.label}
                title={item.label}
                aria-pressed={item.pressed}
                tabIndex={index === focusIndex ? 0 : -1}
                disabled={props.disabled}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(item.tool)}
              >
                {item.glyph}
              </button>
            </span>
          ))}
          {active.link ? (
            <button
              type="button"
              className={s.tool}
              tabIndex={-1}
              disabled={props.disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
            >
              {t('ui.richTextEditor.unlink')}
            </button>
          ) : null}
        </div>
        {linkOpen ? (
          <LinkBar
            errorId={`${id}-link-error`}
            draft={linkDraft}
            invalid={linkInvalid}
            onDraftChange={(draft) => {
              setLinkDraft(draft);
              setLinkInvalid(false);
            }}
            onApply={applyLink}
            onCancel={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          />
        ) : null}
        <EditorContent id={`${id}-content`} editor={editor} className={s.content} />
      </div>
      <div className={s.footer}>
        {invalid ? (
          <span id={errorId} className={field.error}>
            {props.errorMessage ?? t('ui.richTextEditor.tooLong', { max: props.maxLength })}
          </span>
        ) : null}
        <span id={counterId} className={cx(s.counter, over && s.counterOver)} aria-live="polite">
          {props.maxLength !== undefined
            ? t('ui.richTextEditor.count', { count: length, max: props.maxLength })
            : t('ui.richTextEditor.countNoMax', { count: length })}
        </span>
      </div>
      {props.name ? <input type="hidden" name={props.name} value={html} /> : null}
    </div>
  );
}
