// The part of SaxonJS (saxon-js, no bundled types) the UBL-TR schematron runner uses.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'document' | 'serialized';
    stylesheetParams?: Record<string, string>;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: unknown };
    XPath: {
      evaluate(
        expression: string,
        context: unknown,
        options?: { namespaceContext?: Record<string, string>; resultForm?: 'array' },
      ): unknown;
    };
  };
  export default SaxonJS;
}
