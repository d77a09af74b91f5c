import { useId } from 'react';
import type { EditorValues, FieldKey } from '../../machines/imageMetadataEditor.machine';
import { FIELDS, NOT_SET, type FieldSpec } from './fields';

interface MetadataCardProps {
  values: EditorValues | null;
  draft: EditorValues | null;
  loading: boolean;
  busy: boolean;
  onEdit: () => void;
  onChange: (key: FieldKey, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onDownload: () => void;
}

function FieldInput({ field, value, onChange }: { field: FieldSpec; value: string; onChange: (v: string) => void }) {
  const id = useId();
  const common = {
    id,
    value,
    placeholder: field.placeholder,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    className: 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-200',
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {field.label}
      </label>
      {field.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
    </div>
  );
}

/** The 'Image Metadata' card: read-only list, Edit Metadata, inputs with Save/Cancel, and the download. */
export function MetadataCard({ values, draft, loading, busy, onEdit, onChange, onSave, onCancel, onDownload }: MetadataCardProps) {
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-label="Image Metadata">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Image Metadata</h2>
      {!values && <p className="text-sm text-slate-500">Upload an image to view and edit its metadata.</p>}
      {values && loading && <p className="text-sm text-slate-500">Reading metadata...</p>}
      {values && !loading && !draft && (
        <>
          <dl className="grid gap-1 text-sm" data-testid="metadata-fields">
            {FIELDS.map((f) => (
              <div key={f.key} className="grid grid-cols-[8.5rem_1fr] gap-2 border-b border-slate-100 py-1">
                <dt className="font-medium text-slate-600">{f.label}</dt>
                <dd className={`whitespace-pre-line break-words ${values[f.key] ? 'text-slate-900' : 'text-slate-500'}`}>{values[f.key] || NOT_SET}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-secondary" onClick={onEdit} disabled={busy}>
              Edit Metadata
            </button>
            <button type="button" className="btn-primary" onClick={onDownload} disabled={busy}>
              {busy ? 'Preparing...' : 'Download Image with Metadata'}
            </button>
          </div>
        </>
      )}
      {values && draft && (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          {FIELDS.map((f) =>
            f.editable ? (
              <FieldInput key={f.key} field={f} value={draft[f.key]} onChange={(v) => onChange(f.key, v)} />
            ) : (
              <p key={f.key} className="text-sm">
                <span className="font-medium text-slate-600">{f.label}: </span>
                <span className="text-slate-900">{draft[f.key] || NOT_SET}</span>
              </p>
            ),
          )}
          <div className="mt-2 flex gap-3">
            <button type="submit" className="btn-primary">
              Save Changes
            </button>
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
