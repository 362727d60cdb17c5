// A locale's catalogue, compiled at build time by po-catalogue.ts (decision 140).
declare module '*.po' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}

// One group of a locale's texts (`web.po?texts=campaign`, decision 140).
declare module '*.po?texts=shell' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.po?texts=home' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
