import { type DragEvent, useId, useRef, useState } from 'react';
import { addCatalogueImages, isImageId } from '../../schema/images';
import { errorAnswerSchema, type UploadedAnswer as Uploaded, uploadedAnswerSchema } from './api';
import { answerOf, editorFetch, uploadUrl } from './client';
import { thumbnailUrl } from './pickers';

/** The largest file the endpoint takes; a larger one is refused here, before it is sent. */
const MAX_BYTES = 15 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

/** An image value of a block: a catalogue id and its alt text. */
export interface ImageValue {
  src?: string;
  alt?: string;
}

/** Sends a picture's bytes to the editor's endpoint; the answer's `error` is in words. */
async function send(file: File): Promise<Uploaded> {
  if (file.size > MAX_BYTES) {
    throw new Error(`${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; a picture may be 15 MB at most.`);
  }
  const response = await editorFetch(`${uploadUrl}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refused = errorAnswerSchema.safeParse(body);
    throw new Error(refused.success ? refused.data.error : `The upload failed (${response.status}).`);
  }
  return answerOf(uploadedAnswerSchema, body);
}

/**
 * "Upload image" under an image field, which also takes a picture dropped on it: the picture is stored
 * in the project (re-encoded, without its EXIF data) and added to the catalogue, then placed once its
 * alt text is written or it is marked decorative.
 */
export function ImageUpload({ value, onChange }: { value: ImageValue; onChange: (value: ImageValue) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [uploaded, setUploaded] = useState<Uploaded>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [over, setOver] = useState(false);
  const id = useId();

  const upload = (file: File | undefined) => {
    if (!file) return;
    setError('');
    setStatus(`Uploading ${file.name}…`);
    send(file).then(
      (stored) => {
        addCatalogueImages({ [stored.id]: { file: stored.file, width: stored.width, height: stored.height } });
        setStatus('');
        setUploaded(stored);
        setAlt('');
        setDecorative(false);
        dialog.current?.showModal();
      },
      (failure: unknown) => {
        setStatus('');
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  const place = () => {
    if (!uploaded || (!decorative && !alt.trim())) return;
    onChange({ ...value, src: uploaded.id, alt: decorative ? '' : alt.trim() });
    dialog.current?.close();
  };
  const notNow = () => {
    dialog.current?.close();
    setStatus(uploaded ? `${uploaded.id} is uploaded: choose it in the image list to place it.` : '');
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    upload(event.dataTransfer.files[0]);
  };
  const canPlace = decorative || alt.trim() !== '';

  return (
    <div
      className={`editor-upload${over ? ' editor-upload-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <button type="button" className="editor-button" onClick={() => input.current?.click()}>
        Upload image
      </button>
      <span className="editor-upload-hint">or drop a JPEG, PNG, WebP or AVIF here (up to 15 MB)</span>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="editor-upload-status" role="status">
        {status}
      </p>
      {error ? (
        <p className="editor-upload-error" role="alert">
          {error}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        className="editor-dialog"
        aria-labelledby={`${id}-heading`}
        onCancel={(event) => {
          event.preventDefault();
          notNow();
        }}
      >
        {/* Not a form: the fields panel around it is one. */}
        <div className="editor-new-page">
          <h2 id={`${id}-heading`}>Describe the picture</h2>
          {/* The picture is in the catalogue from its upload on (`addCatalogueImages`). */}
          {uploaded && isImageId(uploaded.id) ? (
            <img
              className="editor-upload-preview"
              src={thumbnailUrl(uploaded.id)}
              alt=""
              width={160}
              height={Math.round((160 * uploaded.height) / uploaded.width)}
            />
          ) : null}
          <div className="editor-new-page-row">
            <label htmlFor={`${id}-alt`}>Alt text</label>
            <input
              id={`${id}-alt`}
              value={alt}
              disabled={decorative}
              aria-describedby={`${id}-alt-hint`}
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                place();
              }}
            />
            <p className="editor-new-page-hint" id={`${id}-alt-hint`}>
              What the picture shows, for people who cannot see it: “Our team at the harbour office”.
            </p>
          </div>
          <label className="editor-upload-decorative">
            <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> It
            is decorative: it says nothing the text does not, and screen readers skip it
          </label>
          <div className="editor-new-page-actions">
            <button type="button" className="editor-button" onClick={notNow}>
              Not now
            </button>
            <button type="button" className="editor-button editor-button-primary" disabled={!canPlace} onClick={place}>
              Place picture
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

/** Whether an object field is an image: a picker for its `src` and a text for its `alt`. */
export function isImageObject(fields: Record<string, { metadata?: unknown }> | undefined): boolean {
  const src = fields?.src?.metadata;
  return (
    typeof src === 'object' && src !== null && 'picker' in src && src.picker === 'image' && fields?.alt !== undefined
  );
}
