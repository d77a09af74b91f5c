import { useId } from 'react';
import { t } from '../../i18n/messages';
import type { EditorValues, FieldKey } from '../../machines/imageMetadataEditor.machine';
import { FIELDS, fieldLabel, fieldPlaceholder, notSet, type FieldSpec } from './fields';

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
    placeholder: fieldPlaceholder(field),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    className: 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-200',
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {fieldLabel(field)}
      </label>
      {field.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
    </div>
  );
}

/** The 'Image Metadata' card: read-only list, Edit Metadata, inputs with Save/Cancel, and the download. */
export function MetadataCard({ values, draft, loading, busy, onEdit, onChange, onSave, onCancel, onDownload }: MetadataCardProps) {
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-label={t('imageMetadataEditor.card.title')}>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('imageMetadataEditor.card.title')}</h2>
      {!values && <p className="text-sm text-slate-500">{t('imageMetadataEditor.card.empty')}</p>}
      {values && loading && <p className="text-sm text-slate-500">{t('imageMetadataEditor.card.reading')}</p>}
      {values && !loading && !draft && (
        <>
          <dl className="grid gap-1 text-sm" data-testid="metadata-fields">
            {FIELDS.map((f) => (
              <div key={f.key} className="grid grid-cols-[8.5rem_1fr] gap-2 border-b border-slate-100 py-1">
                <dt className="font-medium text-slate-600">{fieldLabel(f)}</dt>
                <dd className={`whitespace-pre-line break-words ${values[f.key] ? 'text-slate-900' : 'text-slate-500'}`}>{values[f.key] || notSet()}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-secondary" onClick={onEdit} disabled={busy}>
              {t('imageMetadataEditor.action.edit')}
            </button>
            <button type="button" className="btn-primary" onClick={onDownload} disabled={busy}>
              {busy ? t('imageMetadataEditor.action.preparing') : t('imageMetadataEditor.action.download')}
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
                <span className="font-medium text-slate-600">{t('imageMetadataEditor.field.readOnly', { label: fieldLabel(f) })}</span>
                <span className="text-slate-900">{draft[f.key] || notSet()}</span>
              </p>
            ),
          )}
          <div className="mt-2 flex gap-3">
            <button type="submit" className="btn-primary">
              {t('imageMetadataEditor.action.save')}
            </button>
            <button type="button" className="btn-secondary" onClick={onCancel}>
              {t('imageMetadataEditor.action.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
