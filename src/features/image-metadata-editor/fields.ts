/** The editor's field list (spec section 3 'Editor fields'): labels, editability and sample placeholders. */
import type { FieldKey } from '../../machines/imageMetadataEditor.machine';

export interface FieldSpec {
  key: FieldKey;
  label: string;
  editable: boolean;
  multiline?: boolean;
  /** The spec's fixed sample values, shown only as hints in empty inputs. */
  placeholder?: string;
}

export const FIELDS: FieldSpec[] = [
  { key: 'fileName', label: 'File Name', editable: true },
  { key: 'fileSize', label: 'File Size', editable: false },
  { key: 'fileType', label: 'File Type', editable: false },
  { key: 'lastModified', label: 'Last Modified', editable: false },
  { key: 'title', label: 'Title', editable: true, placeholder: 'Sunset over the harbour' },
  { key: 'description', label: 'Description', editable: true, multiline: true, placeholder: 'Describe what the photo shows' },
  { key: 'keywords', label: 'Keywords', editable: true, multiline: true, placeholder: 'sunset, harbour, boats' },
  { key: 'author', label: 'Author', editable: true, placeholder: 'Your name' },
  { key: 'copyright', label: 'Copyright', editable: true, placeholder: '© 2026 Your name' },
  { key: 'make', label: 'Camera Make', editable: true, placeholder: 'Canon' },
  { key: 'model', label: 'Camera Model', editable: true, placeholder: 'EOS 5D Mark IV' },
  { key: 'iso', label: 'ISO Speed', editable: true, placeholder: '400' },
  { key: 'exposureTime', label: 'Exposure Time', editable: true, placeholder: '1/125' },
  { key: 'fNumber', label: 'F-Number', editable: true, placeholder: 'f/2.8' },
  { key: 'focalLength', label: 'Focal Length', editable: true, placeholder: '50mm' },
  { key: 'latitude', label: 'GPS Latitude', editable: true, placeholder: '40.712800' },
  { key: 'longitude', label: 'GPS Longitude', editable: true, placeholder: '-74.006000' },
];

export const NOT_SET = 'Not set';
