/**
 * `@uwd/ui/rich-text`: the rich-text field (react-quill-new, loaded lazily). A sub-path of its own, kept out of
 * the shared `@uwd/ui` index so that pages which never edit rich text download none of it (see RichTextField).
 */
export { RichTextField, type RichTextFieldProps } from './RichTextField';
