/** Baseline code only, validated lazily; call before PGlite's module is compiled (pglite-compiler.mjs). */
export function compilePgliteOnBaselineOnly(): void;
