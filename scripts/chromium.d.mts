export declare const findChromium: () => string | null;
export declare const playwrightChromium: () => Promise<string | null>;
