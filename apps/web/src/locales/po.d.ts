// A locale's catalogue, compiled at build time by po-catalogue.ts (decision 140).
declare module '*.po' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
