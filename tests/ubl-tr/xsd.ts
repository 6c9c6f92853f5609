import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * The UBL 2.1 Invoice XSD of GİB's UBL-TR 1.2.1 package (tests/fixtures/ubl-tr/xsd), checked by
 * libxml2's xmllint compiled to WebAssembly: no system package, the same everywhere.
 */

const xsdDir = path.join(process.cwd(), 'tests/fixtures/ubl-tr/xsd');
const schemaFile = (relative: string) => ({
  fileName: relative,
  contents: fs.readFileSync(path.join(xsdDir, relative), 'utf8'),
});

/**
 * XSD errors of each document, in order (an empty list for a valid one). Validates them all in
 * one xmllint run, so the schema is compiled once however many documents there are.
 */
export async function xsdErrors(documents: string[]): Promise<string[][]> {
  const names = documents.map((_, i) => `doc-${i}.xml`);
  const result = await validateXML({
    xml: documents.map((contents, i) => ({ fileName: names[i]!, contents })),
    schema: [schemaFile('maindoc/UBL-Invoice-2.1.xsd')],
    preload: fs.readdirSync(path.join(xsdDir, 'common')).map((f) => schemaFile(`common/${f}`)),
    // 64 MiB: a few hundred generated documents at once.
    maxMemoryPages: 4096,
  });
  const byName = new Map(names.map((name) => [name, [] as string[]]));
  for (const error of result.errors) {
    const name = error.loc?.fileName ?? /^(doc-\d+\.xml)/.exec(error.rawMessage)?.[1];
    const list = name ? byName.get(name) : undefined;
    // xmllint's closing "doc-3.xml fails to validate" repeats what its errors say.
    if (/ fails to validate$/.test(error.rawMessage)) {
      if (list && list.length === 0) list.push(error.rawMessage);
      continue;
    }
    if (!list) throw new Error(`xmllint: ${error.rawMessage}`);
    list.push(error.message);
  }
  return names.map((name) => byName.get(name)!);
}
