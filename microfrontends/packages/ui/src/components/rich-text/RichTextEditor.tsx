/**
 * The rich-text editor (react-quill-new; DESIGN §9: react-quill 2 breaks on React 19). Part of the lazy chunk
 * behind RichTextField, so Quill downloads only when a rich-text field is first shown (the vendor profile's
 * edit mode, the admin vendor forms), never with the pages that only read rich text.
 *
 * SPEC §5 'Rich text': formats header 2/3, bold, italic, underline, ordered and bullet lists, link, blockquote;
 * input that would take the plain-text length over the limit is rejected (the editor goes back to the text it
 * had before that input).
 */
import { useEffect, useRef } from 'react';
import ReactQuill, { type DeltaStatic, type EmitterSource, type Quill } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';
import { RICH_TEXT_EDITOR_FORMATS, plainTextLength } from '@domain/listings/rich-text';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Plain-text character limit. */
  limit: number;
  placeholder: string;
  /** Ids for the editable area's accessible name and description. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Called once the editor exists (for focusing it from a label or a validation error). */
  onReady?: (quill: Quill | null) => void;
}

const MODULES = {
  toolbar: [[{ header: [2, 3, false] }], ['bold', 'italic', 'underline'], [{ list: 'ordered' }, { list: 'bullet' }], ['link', 'blockquote'], ['clean']],
  // Tab and Shift+Tab leave the editor, like any other field (WCAG 2.1.2, no keyboard trap): Quill's own
  // bindings would type a tab character or indent, so a keyboard user could never get out of the box.
  keyboard: {
    bindings: { tab: false, indent: false, outdent: false, 'remove tab': false, 'indent code-block': false, 'outdent code-block': false, 'table tab': false },
  },
};
const FORMATS = [...RICH_TEXT_EDITOR_FORMATS];

/** Names for Quill's toolbar controls (it labels them with format names such as 'list: ordered'). */
const BUTTON_LABELS: Array<[selector: string, label: string]> = [
  ['button.ql-bold', 'Bold'],
  ['button.ql-italic', 'Italic'],
  ['button.ql-underline', 'Underline'],
  ['button.ql-list[value="ordered"]', 'Numbered list'],
  ['button.ql-list[value="bullet"]', 'Bulleted list'],
  ['button.ql-link', 'Link'],
  ['button.ql-blockquote', 'Quote'],
  ['button.ql-clean', 'Clear formatting'],
];

/** Gives the editable area and the toolbar accessible names Quill does not set. */
function labelEditor(quill: Quill, props: Pick<RichTextEditorProps, 'labelledBy' | 'describedBy'>) {
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', props.labelledBy);
  if (props.describedBy) root.setAttribute('aria-describedby', props.describedBy);
  const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
  if (!toolbar) return;
  toolbar.setAttribute('aria-label', 'Text formatting');
  for (const [selector, label] of BUTTON_LABELS) {
    toolbar.querySelectorAll(selector).forEach((el) => {
      el.setAttribute('aria-label', label);
      el.setAttribute('title', label);
    });
  }
  // The snow theme's link box: its input has a placeholder but no name.
  quill.container.querySelectorAll('.ql-tooltip input[type="text"]').forEach((el) => el.setAttribute('aria-label', 'Link address'));
  toolbar.querySelectorAll('.ql-header .ql-picker-label').forEach((el) => el.setAttribute('aria-label', 'Text style'));
  toolbar.querySelectorAll<HTMLElement>('.ql-header .ql-picker-item').forEach((el) => {
    const level = el.getAttribute('data-value');
    el.setAttribute('aria-label', level ? `Heading ${level}` : 'Normal text');
  });
}

export default function RichTextEditor({ value, onChange, limit, placeholder, labelledBy, describedBy, invalid, onReady }: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  /** The last contents within the limit, to go back to when an input goes over it. */
  const lastGood = useRef<{ contents: DeltaStatic; length: number } | null>(null);
  const reverting = useRef(false);

  useEffect(() => {
    const quill = quillRef.current?.getEditor() ?? null;
    if (quill) {
      lastGood.current = { contents: quill.getContents(), length: plainTextLength(quill.getSemanticHTML()) };
      labelEditor(quill, { labelledBy, describedBy });
    }
    onReady?.(quill);
    return () => onReady?.(null);
  }, [labelledBy, describedBy, onReady]);

  useEffect(() => {
    const root = quillRef.current?.getEditor().root;
    if (!root) return;
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [invalid]);

  const handleChange = (html: string, delta: DeltaStatic, source: EmitterSource) => {
    const quill = quillRef.current?.getEditor();
    const length = plainTextLength(html);
    const previous = lastGood.current;
    // Over the limit and longer than before: reject this input. Deleting is always allowed, even over it.
    if (quill && source === 'user' && !reverting.current && previous && length > limit && length > previous.length) {
      let index = 0;
      for (const op of delta.ops) {
        if (typeof op.retain === 'number') index += op.retain;
        else break;
      }
      reverting.current = true;
      try {
        quill.setContents(previous.contents, 'api');
        quill.setSelection(Math.min(index, quill.getLength() - 1), 0, 'silent');
      } finally {
        reverting.current = false;
      }
      return;
    }
    if (quill) lastGood.current = { contents: quill.getContents(), length };
    onChange(html);
  };

  return (
    <ReactQuill
      ref={quillRef}
      className="ui-quill"
      theme="snow"
      value={value}
      onChange={handleChange}
      modules={MODULES}
      formats={FORMATS}
      placeholder={placeholder}
    />
  );
}
