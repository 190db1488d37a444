import { createContext, useContext } from 'react';
import type { ContentEditor } from './use-content-editor.ts';

/** The editor every field of `/admin/conteudo` reads its value and error from and writes to. */
export const ContentEditorContext = createContext<ContentEditor | null>(null);

export function useEditor(): ContentEditor {
  const editor = useContext(ContentEditorContext);
  if (!editor) throw new Error('A content field is outside <ContentEditorContext>.');
  return editor;
}
