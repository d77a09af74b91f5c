import { describe, expect, test } from 'vitest';
import { asciiBytes, concatBytes, u16beBytes } from '../../../../src/wasm/metadata/bytes';
import { asArray, faceRegions, isSensitiveName, personsInImage, tagRows, xmpText } from '../../../../src/wasm/metadata/normalize';
import { readMetadata } from '../../../../src/wasm/metadata/readMetadata';
import { stripMetadata } from '../../../../src/wasm/metadata/stripMetadata';
import { corpusBytes as corpus, corpusIt } from '../../../helpers/corpus';

const regionXmp = (regions: string[]) => `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/"
 xmlns:stArea="http://ns.adobe.com/xmp/sType/Area#" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">
<Iptc4xmpExt:PersonInImage><rdf:Bag><rdf:li>Jane Roe</rdf:li></rdf:Bag></Iptc4xmpExt:PersonInImage>
<mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>
${regions.map((name) => `<rdf:li rdf:parseType="Resource"><mwg-rs:Name>${name}</mwg-rs:Name><mwg-rs:Type>Face</mwg-rs:Type>
<mwg-rs:Area stArea:x="0.5" stArea:y="0.5" stArea:w="0.1" stArea:h="0.1" stArea:unit="normalized"/></rdf:li>`).join('\n')}
</rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A real photo with an XMP APP1 holding MWG face regions put right after SOI. */
function photoWithRegions(regions: string[]): Uint8Array {
  const clean = stripMetadata(corpus('orientation-1.jpg'))!.bytes;
  const payload = concatBytes([asciiBytes('http://ns.adobe.com/xap/1.0/\0'), new TextEncoder().encode(regionXmp(regions))]);
  return concatBytes([clean.subarray(0, 2), Uint8Array.of(0xff, 0xe1), u16beBytes(payload.length + 2), payload, clean.subarray(2)]);
}

describe('XMP normalisation', () => {
  corpusIt('a one-item region list counts as one face; persons merge PersonInImage and region names', async () => {
    const { raw } = await readMetadata(photoWithRegions(['Jane Roe']));
    expect(faceRegions(raw)).toEqual([{ name: 'Jane Roe', type: 'Face' }]);
    expect(personsInImage(raw)).toEqual(['Jane Roe']);
  });

  corpusIt('several regions', async () => {
    const { raw } = await readMetadata(photoWithRegions(['Ann', 'Bob', 'Cy']));
    expect(faceRegions(raw).map((r) => r.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(personsInImage(raw)).toEqual(['Jane Roe', 'Ann', 'Bob', 'Cy']);
  });

  corpusIt('stripping removes the regions', async () => {
    const { raw } = await readMetadata(stripMetadata(photoWithRegions(['Ann']))!.bytes);
    expect(faceRegions(raw)).toEqual([]);
  });

  test('helpers', () => {
    expect(asArray(undefined)).toEqual([]);
    expect(asArray('a')).toEqual(['a']);
    expect(asArray(['a', 'b'])).toEqual(['a', 'b']);
    expect(xmpText({ lang: 'x-default', value: 'Title' })).toBe('Title');
    expect(xmpText([{ value: 'a' }, 'b'])).toBe('a, b');
  });
});

test('the spec’s sensitive names', () => {
  for (const name of ['gps:GPSLatitude', 'Location', 'latitude', 'longitude', 'FaceCount', 'mwg-rs:Regions', 'PersonInImage', 'dc:subject', 'GPS Latitude', 'Persons In Image', 'Face Regions Detected']) {
    expect(isSensitiveName(name)).toBe(true);
  }
  for (const name of ['Make', 'Model', 'File Name', 'Contains Sensitive Tags', 'Date Created']) expect(isSensitiveName(name)).toBe(false);
});

corpusIt('every tag becomes a display row (gps-nikon-coolpix.jpg)', async () => {
  const rows = tagRows((await readMetadata(corpus('gps-nikon-coolpix.jpg'))).raw);
  expect(rows).toContainEqual({ group: 'ifd0', key: 'Make', value: 'NIKON' });
  expect(rows).toContainEqual({ group: 'gps', key: 'GPSLatitudeRef', value: 'N' });
  expect(rows.find((r) => r.key === 'latitude')?.value).toBe('43.467448');
});
