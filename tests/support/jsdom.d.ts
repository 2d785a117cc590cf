// The part of jsdom's API the tests use (the package ships no types; @types/jsdom is not installed):
// a document parsed from HTML as a browser parses it, for reading what the server sent.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
