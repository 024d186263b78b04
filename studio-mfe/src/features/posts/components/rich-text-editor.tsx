// The post's body as rich text: tiptap (StarterKit with its link, and images), loaded only when the
// editor opens (docs/decisions/rich-text-editor.md). It writes the HTML the API's sanitiser keeps:
// headings, paragraphs, bold, italic, strike, code, lists, quotes, links and images.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import { errorText } from '../../../lib/studio-api.ts';
import { uploadImage } from '../../../lib/upload-image.ts';

const Frame = styled.div({
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  background: colors.paper,
  '&:focus-within': { borderColor: colors.secondary.main },
});
const Toolbar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(0.5),
  padding: space(1),
  borderBottom: `1px solid ${colors.divider}`,
});
const Tool = styled.button({
  ...text.body2,
  minWidth: 36,
  minHeight: 36,
  padding: space(0.5, 1),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  background: colors.paper,
  color: colors.text.primary,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: colors.hover, fontWeight: 700 },
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.5, cursor: 'default' },
});
const Body = styled.div({
  '& .tiptap': { ...text.body1, minHeight: 320, padding: space(2), outline: 'none' },
  '& .tiptap img': { maxWidth: '100%', height: 'auto' },
  '& .tiptap blockquote': { borderLeft: `3px solid ${colors.divider}`, margin: 0, paddingLeft: space(2) },
});
const LinkRow = styled.form({ display: 'flex', gap: space(1), padding: space(1), flexWrap: 'wrap' });
const LinkInput = styled.input({
  ...text.body2,
  flex: 1,
  minWidth: 200,
  padding: space(0.75, 1),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
});
const Problem = styled.p({ ...text.body2, color: colors.error, margin: 0, padding: space(0, 1, 1) });

type Mark = 'bold' | 'italic' | 'strike';

/** The addresses an image or a link may have: the web, mail, phone, or a path on this site. */
const SAFE_ADDRESS = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

// An image whose address is not one of those (javascript:, data:) is left out when HTML is read in.
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (SAFE_ADDRESS.test(element.getAttribute('src')?.trim() ?? '') ? null : false),
      },
    ];
  },
});

/** Which tools are on, read from the editor as its selection moves. */
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
}

export interface RichTextEditorProps {
  /** The HTML to start from. */
  html: string;
  onChange: (html: string) => void;
  /** Its accessible name: 'Body'. */
  label: string;
  /** The id of the line that describes a problem with the body, if any. */
  describedBy?: string;
  invalid?: boolean;
}

export default function RichTextEditor({ html, onChange, label, describedBy, invalid }: RichTextEditorProps) {
  const [linking, setLinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto', 'tel'] } }),
      SafeImage,
    ],
    content: html,
    immediatelyRender: true,
    autofocus: 'end',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useActive(editor);
  const chain = () => editor.chain().focus();
  const mark = (name: Mark) => () => void chain().toggleMark(name).run();

  const saveLink = (href: string) => {
    const url = href.trim();
    if (url === '') chain().extendMarkRange('link').unsetLink().run();
    else if (!SAFE_ADDRESS.test(url)) {
      setProblem('A link starts with https://, http://, mailto:, tel: or /');
      return;
    } else chain().extendMarkRange('link').setLink({ href: url }).run();
    setProblem(null);
    setLinking(null);
  };

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      const image = await uploadImage(file, 'blog_images');
      chain()
        .setImage({ src: image.url, alt: file.name.replace(/\.[a-z0-9]+$/i, '') })
        .run();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Frame>
      {/* A click on a tool keeps the focus in the text: what is typed next goes there, bold if Bold was
          clicked, instead of to the button (a space would press it again). Tab still reaches the tools. */}
      <Toolbar role="toolbar" aria-label="Formatting" onMouseDown={(event) => event.preventDefault()}>
        <Tool type="button" aria-pressed={active.bold} onClick={mark('bold')} aria-label="Bold">
          <b>B</b>
        </Tool>
        <Tool type="button" aria-pressed={active.italic} onClick={mark('italic')} aria-label="Italic">
          <i>I</i>
        </Tool>
        <Tool type="button" aria-pressed={active.strike} onClick={mark('strike')} aria-label="Strikethrough">
          <s>S</s>
        </Tool>
        <Tool
          type="button"
          aria-pressed={active.h2}
          onClick={() => void chain().toggleHeading({ level: 2 }).run()}
        >
          Heading
        </Tool>
        <Tool
          type="button"
          aria-pressed={active.h3}
          onClick={() => void chain().toggleHeading({ level: 3 }).run()}
        >
          Subheading
        </Tool>
        <Tool
          type="button"
          aria-pressed={active.bullets}
          onClick={() => void chain().toggleBulletList().run()}
        >
          • List
        </Tool>
        <Tool
          type="button"
          aria-pressed={active.numbers}
          onClick={() => void chain().toggleOrderedList().run()}
        >
          1. List
        </Tool>
        <Tool type="button" aria-pressed={active.quote} onClick={() => void chain().toggleBlockquote().run()}>
          Quote
        </Tool>
        <Tool
          type="button"
          aria-pressed={active.link}
          onClick={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? '')}
        >
          Link
        </Tool>
        <Tool type="button" disabled={uploading} onClick={() => picker.current?.click()}>
          {uploading ? 'Uploading…' : 'Image'}
        </Tool>
        <input
          ref={picker}
          type="file"
          aria-label="Image file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(event) => {
            void addImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Tool type="button" disabled={!active.undo} onClick={() => void chain().undo().run()}>
          Undo
        </Tool>
        <Tool type="button" disabled={!active.redo} onClick={() => void chain().redo().run()}>
          Redo
        </Tool>
      </Toolbar>
      {linking !== null && (
        <LinkRow
          aria-label="Link"
          onSubmit={(event) => {
            event.preventDefault();
            saveLink(linking);
          }}
        >
          <LinkInput
            aria-label="Link address"
            value={linking}
            autoFocus
            placeholder="https://…"
            onChange={(event) => setLinking(event.target.value)}
          />
          <Tool type="submit">Apply</Tool>
          <Tool type="button" onClick={() => setLinking(null)}>
            Cancel
          </Tool>
        </LinkRow>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
      <Body>
        <EditorContent editor={editor} />
      </Body>
    </Frame>
  );
}
