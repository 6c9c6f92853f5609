import 'server-only';

import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/** The UBL namespaces and the two element helpers the e-invoice builder is written with. */
export const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};
/** The element GİB's samples keep in ext:ExtensionContent until the document is signed. */
export const SIGNATURE_PLACEHOLDER_NS = 'http://www.altova.com/samplexml/other-namespace';

export type Node = XMLBuilder;
export const agg = (parent: Node, name: string) => parent.ele(NS.cac, `cac:${name}`);
export const val = (parent: Node, name: string, text: string, attributes?: Record<string, string>) => {
  parent.ele(NS.cbc, `cbc:${name}`, attributes).txt(text);
};
