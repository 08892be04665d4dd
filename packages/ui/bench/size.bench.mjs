// `pnpm bench` runs `*.bench.mjs`; the size check lives in size.mjs so it can also be run on its own.
import './size.mjs';
