import { expect, test } from 'vitest';
import { editedName } from '../../../../src/features/image-metadata-editor/engine';

test("download name (spec section 7): 'edited_' + the (edited) name, keeping the real extension", () => {
  expect(editedName({ fileName: 'photo.jpg' }, 'photo.jpg')).toBe('edited_photo.jpg');
  expect(editedName({ fileName: 'holiday' }, 'photo.jpg')).toBe('edited_holiday.jpg');
  expect(editedName({ fileName: '  ' }, 'photo.png')).toBe('edited_photo.png');
  expect(editedName({ fileName: '../evil/name.webp' }, 'a.webp')).toBe('edited_.._evil_name.webp');
});
