import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Brotli for answers made per request (measured on the one-million-row CSV export, decision 14):
 * quality 5 makes the file about 14 % smaller than 4 and still compresses some ten times faster than the
 * export writes, so the export keeps its pace; 6 gains nothing more, 11 is over a hundred times slower.
 * A window of 256 KB (instead of 4 MB) keeps an open compressed stream at about 3 MB instead of 16 MB
 * and costs 2 % of the size.
 */
const DYNAMIC_BROTLI = { quality: 5, windowBits: 18 } as const;

/** Smaller answers gain less than the compression costs (a few hundred bytes of JSON fit one packet). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (JSON, CSV, stored text files) for clients that accept it: brotli,
 * else gzip, from 1 KB on (a stream always: its size is unknown). The plugin sets `Vary:
 * Accept-Encoding`, leaves an answer alone whose type mime-db knows as compressed (ZIP, PDF, images),
 * and pipes a stream through the compressor, so a streamed export keeps its backpressure. zstd is
 * left out: the built app's files exist as brotli and gzip only, and every browser takes both.
 * Request bodies stay as sent (no decompression): an upload is never inflated on the server's side.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI.quality,
        [constants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI.windowBits,
      },
    },
    globalDecompression: false,
  });
});

/**
 * Sends one answer as it is, whatever its content type says (a stored file the server did not prove
 * to be text: its declared type may be application/octet-stream, which mime-db counts as
 * compressible). The plugin has no switch per answer, only its per-request header `x-no-compression`,
 * which this adds to the request through Fastify's setter for additional request headers.
 */
export function keepUncompressed(reply: FastifyReply): void {
  reply.request.headers = { "x-no-compression": "stored binary file" };
}
