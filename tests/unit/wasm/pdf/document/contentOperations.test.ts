import { describe, expect, it } from 'vitest';
import { readContentOperations } from '../../../../../src/wasm/pdf/document/contentLexer';
import { joinedOnce, keepingOperations, namingOperations } from '../../../../../src/wasm/pdf/document/contentOperations';

const bytes = (text: string) => new TextEncoder().encode(text);
const NAMING = ['q', 'Q', 'cm', 'Do', 'Tf', 'gs', 'sh', 'scn', 'SCN', 'BDC', 'DP'];

describe('content operations read once per run', () => {
  const content = bytes('q 1 0 0 1 5 5 cm /GS1 gs BT /F1 12 Tf (Hi) Tj ET 0 0 m 9 9 l S /P0 scn /Im1 Do /OC /MC0 BDC /Sh1 sh EMC Q');

  it('gives the naming operations of the full reader, in order, inside a run and outside', async () => {
    const expected = [...readContentOperations(content)].filter((op) => NAMING.includes(op.operator));
    expect(expected.map((op) => op.operator)).toEqual(['q', 'cm', 'gs', 'Tf', 'scn', 'Do', 'BDC', 'sh', 'Q']);
    expect([...namingOperations(content)]).toEqual(expected);
    await keepingOperations(async () => {
      const first = [...namingOperations(content)];
      const second = [...namingOperations(content)];
      expect(first).toEqual(expected);
      expect(second).toEqual(expected);
      // The second read hands out what the first kept.
      expect(second[0]).toBe(first[0]);
    });
  });

  it('a read stopped early keeps nothing, and the next read is whole', async () => {
    await keepingOperations(async () => {
      for (const operation of namingOperations(content)) if (operation.operator === 'gs') break;
      expect([...namingOperations(content)].map((op) => op.operator)).toEqual(['q', 'cm', 'gs', 'Tf', 'scn', 'Do', 'BDC', 'sh', 'Q']);
    });
  });

  it('content the reader stops on gives the same operations, then the same error, every time', async () => {
    const broken = bytes('q /Im1 Do (unterminated string');
    let full: unknown;
    const seen: string[] = [];
    try {
      for (const op of readContentOperations(broken)) seen.push(op.operator);
    } catch (error) {
      full = error;
    }
    await keepingOperations(async () => {
      for (let round = 0; round < 2; round++) {
        const got: string[] = [];
        let error: unknown;
        try {
          for (const op of namingOperations(broken)) got.push(op.operator);
        } catch (caught) {
          error = caught;
        }
        expect(got).toEqual(seen.filter((op) => NAMING.includes(op)));
        expect(error === undefined).toBe(full === undefined);
      }
    });
  });

  it('joins a page once per run and per stream bytes; outside a run every call joins anew', async () => {
    const part = bytes('q Q');
    let joins = 0;
    const make = () => {
      joins += 1;
      return new Uint8Array([...part, 0x0a]);
    };
    await keepingOperations(async () => {
      const a = joinedOnce(part, make);
      expect(joinedOnce(part, make)).toBe(a);
      expect([...a]).toEqual([...part, 0x0a]);
    });
    expect(joins).toBe(1);
    expect(joinedOnce(part, make)).not.toBe(joinedOnce(part, make));
    expect(joins).toBe(3);
  });
});
