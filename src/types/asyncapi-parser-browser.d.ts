// The parser's browser bundle (UMD, no typings): the playground worker reads the Parser class from it at run time
// and checks its shape there (src/components/AsyncApiPlayground/parser.worker.ts).
declare module '@asyncapi/parser/browser' {
  const bundle: unknown;
  export default bundle;
}
