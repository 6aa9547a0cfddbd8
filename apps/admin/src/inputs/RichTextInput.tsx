import { LinearProgress } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { lazy, Suspense, useMemo } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';

// The editor (Tiptap, ProseMirror) is the heaviest part of the admin: loaded with the first form that has one.
const Editor = lazy(async () => {
  const { DefaultEditorOptions, RichTextInput: Input } = await import('ra-input-rich-text');
  function AccessibleEditor(props: RichTextInputProps) {
    const resource = useResourceContext(props);
    const translateLabel = useTranslateLabel();
    const name = String(translateLabel({ label: props.label, resource, source: props.source }));
    // The editable area itself is the textbox, named as its field (Tiptap leaves it unnamed).
    const editorOptions = useMemo(
      () => ({ ...DefaultEditorOptions, editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } } }),
      [name],
    );
    return <Input {...props} editorOptions={editorOptions} />;
  }
  return { default: AccessibleEditor };
});

/** A rich-text field; the API sanitises what it stores, so the editor's HTML never carries scripts to the site. */
export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2, width: '100%' }} />}>
      <Editor fullWidth {...props} />
    </Suspense>
  );
}
