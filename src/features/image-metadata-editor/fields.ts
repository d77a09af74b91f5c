/** The editor's field list (spec section 3 'Editor fields'): editability and sample placeholders; labels are catalog ids. */
import { t } from '../../i18n/messages';
import type { FieldKey } from '../../machines/imageMetadataEditor.machine';

export interface FieldSpec {
  key: FieldKey;
  editable: boolean;
  multiline?: boolean;
  /** The spec's fixed sample values, shown only as hints in empty inputs: a sample in words is read from the catalog. */
  placeholder?: string;
  /** Whether the placeholder is words (`imageMetadataEditor.placeholder.<key>`) rather than a value. */
  wordedPlaceholder?: boolean;
}

export const FIELDS: FieldSpec[] = [
  { key: 'fileName', editable: true },
  { key: 'fileSize', editable: false },
  { key: 'fileType', editable: false },
  { key: 'lastModified', editable: false },
  { key: 'title', editable: true, wordedPlaceholder: true },
  { key: 'description', editable: true, multiline: true, wordedPlaceholder: true },
  { key: 'keywords', editable: true, multiline: true, wordedPlaceholder: true },
  { key: 'author', editable: true, wordedPlaceholder: true },
  { key: 'copyright', editable: true, wordedPlaceholder: true },
  { key: 'make', editable: true, placeholder: 'Canon' },
  { key: 'model', editable: true, placeholder: 'EOS 5D Mark IV' },
  { key: 'iso', editable: true, placeholder: '400' },
  { key: 'exposureTime', editable: true, placeholder: '1/125' },
  { key: 'fNumber', editable: true, placeholder: 'f/2.8' },
  { key: 'focalLength', editable: true, placeholder: '50mm' },
  { key: 'latitude', editable: true, placeholder: '40.712800' },
  { key: 'longitude', editable: true, placeholder: '-74.006000' },
];

/** A field's label, in the page's language. */
export const fieldLabel = (field: FieldSpec) => t(`imageMetadataEditor.field.${field.key}`);

/** A field's sample placeholder, in the page's language when it is words. */
export const fieldPlaceholder = (field: FieldSpec) => (field.wordedPlaceholder ? t(`imageMetadataEditor.placeholder.${field.key}`) : field.placeholder);

/** What an empty field shows. */
export const notSet = () => t('imageMetadataEditor.notSet');
