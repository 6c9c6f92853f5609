import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * GİB's UBL-TR schematron (tests/fixtures/ubl-tr/schematron) compiled to XSLT with the ISO
 * Schematron skeleton and run in process by SaxonJS. Compiling takes ~30 s, so the compiled
 * stylesheet (SEF) is cached under node_modules/.cache, keyed by a hash of every input file.
 */

const fixtures = path.join(process.cwd(), 'tests/fixtures/ubl-tr');
const mainSchematron = path.join(fixtures, 'schematron/UBL-TR_Main_Schematron.xml');
const pipeline = [
  path.join(process.cwd(), 'tests/ubl-tr/include.xsl'),
  path.join(fixtures, 'iso-schematron/iso_abstract_expand.xsl'),
  path.join(fixtures, 'iso-schematron/iso_svrl_for_xslt2.xsl'),
];
const cacheDir = path.join(process.cwd(), 'node_modules/.cache/cari-ubl-tr');
const run = promisify(execFile);

function inputsHash() {
  const hash = createHash('sha256');
  const files = [
    ...fs.readdirSync(path.join(fixtures, 'schematron')).map((f) => path.join(fixtures, 'schematron', f)),
    ...fs.readdirSync(path.join(fixtures, 'iso-schematron')).map((f) => path.join(fixtures, 'iso-schematron', f)),
    ...pipeline,
    __filename,
    require.resolve('xslt3/package.json'),
  ];
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** xslt3 (SaxonJS's command line) in a child process: it compiles each stylesheet, then runs or exports it. */
const xslt3 = (args: string[]) =>
  run(process.execPath, [require.resolve('xslt3/xslt3.js'), ...args], { maxBuffer: 64 * 1024 * 1024 });

/**
 * The ISO skeleton (2010) visits attributes only when its global context has a parent, which a
 * document node never has, so GİB's rules on `//@unitCode`, `//@currencyID` and `//@mimeCode`
 * would never fire. The skeleton itself decides that this schema needs attribute contexts
 * (`$attributes`); this applies that decision to the generated walk.
 */
const visitAttributes = (xsl: string) => {
  const walk = 'select="*|comment()|processing-instruction()"';
  if (!xsl.includes(walk)) throw new Error('schematron: the skeleton output changed, revisit visitAttributes');
  return xsl.replaceAll(walk, 'select="@*|*|comment()|processing-instruction()"');
};

async function compile(target: string) {
  const work = fs.mkdtempSync(path.join(cacheDir, 'work-'));
  try {
    let source = mainSchematron;
    for (const [i, stylesheet] of pipeline.entries()) {
      const out = path.join(work, `step${i + 1}.xml`);
      await xslt3([`-xsl:${stylesheet}`, `-s:${source}`, `-o:${out}`]);
      source = out;
    }
    const xsl = path.join(work, 'validator.xsl');
    fs.writeFileSync(xsl, visitAttributes(fs.readFileSync(source, 'utf8')));
    const sef = path.join(work, 'validator.sef.json');
    await xslt3([`-xsl:${xsl}`, `-export:${sef}`, '-nogo']);
    fs.renameSync(sef, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The compiled validator, compiling it first when the cache lacks it (one compiler at a time across jest workers). */
async function compiledValidator(): Promise<string> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const target = path.join(cacheDir, `ubl-tr-${inputsHash()}.sef.json`);
  const lock = `${target}.lock`;
  while (!fs.existsSync(target)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker compiles; a lock older than five minutes belongs to a dead one.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since && Date.now() - since > 300_000) fs.rmSync(lock, { force: true, recursive: true });
      await sleep(500);
      continue;
    }
    try {
      if (!fs.existsSync(target)) await compile(target);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return target;
}

const svrl = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

export interface Schematron {
  /**
   * GİB's schematron findings for one UBL-TR document: each failed assertion as
   * "location: message", none when it is valid. e-Arşiv documents (ProfileID EARSIVFATURA) run with
   * the schematron's `type` parameter set to 'earchive', as GİB's notes prescribe.
   */
  errors(xml: string): string[];
}

export async function loadSchematron(): Promise<Schematron> {
  const stylesheetInternal = JSON.parse(fs.readFileSync(await compiledValidator(), 'utf8'));
  return {
    errors(xml) {
      const earchive = /<cbc:ProfileID>\s*EARSIVFATURA\s*<\/cbc:ProfileID>/.test(xml);
      const report = SaxonJS.transform(
        {
          stylesheetInternal,
          sourceText: xml,
          destination: 'document',
          stylesheetParams: { type: earchive ? 'earchive' : 'efatura' },
        },
        'sync',
      ).principalResult;
      return SaxonJS.XPath.evaluate(
        '//(svrl:failed-assert | svrl:successful-report) ! (@location || ": " || normalize-space(svrl:text))',
        report,
        { namespaceContext: svrl, resultForm: 'array' },
      ) as string[];
    },
  };
}
