/**
 * Serves the built web app: the build's precompressed `.br`/`.gz` copies to browsers that accept them, hashed
 * assets cached for good, index.html revalidated on every visit and used as the history fallback (ADR 0033).
 * Public pages get index.html with their own title, description and Open Graph tags (`page-meta.ts`, ADR 0040)
 * and what they read first, embedded, with their code preloaded (`page-preload.ts`, ADR 0046).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/app-error.js';
import { type PageMetaResolver, renderPageHead } from './page-meta.js';
import { carriesSession, createPagePreloader, createSignedInPreloader } from './page-preload.js';
import { cspNonceOf, withScriptNonce } from './security-headers.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pageMeta?: { resolve: PageMetaResolver; publicUrl?: string },
) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  // Read once: a release replaces the whole folder and restarts the server.
  const indexHtml = hasWebApp ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  const preloader = indexHtml && pageMeta ? createPagePreloader(app, webDist, indexHtml) : null;
  const signedInPreloader = indexHtml ? createSignedInPreloader(webDist, indexHtml) : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours, set below: send's default (max-age=0) would otherwise replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The variant (br, gzip, plain) follows Accept-Encoding, so shared caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasWebApp && wantsPage) {
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      if (indexHtml && pageMeta) {
        const meta = await pageMeta.resolve(pathname);
        if (meta !== undefined) {
          const extraHead =
            meta && preloader
              ? await preloader(pathname, carriesSession(request.headers.cookie), meta.image)
              : undefined;
          return sendPage(request, reply, indexHtml, meta, pathname, pageMeta.publicUrl, extraHead);
        }
      }
      // Every page is written per response: its scripts carry this response's CSP nonce (ADR 0055).
      // A signed-in page's code is preloaded (issue 32).
      const signedInHead = signedInPreloader?.(pathname, carriesSession(request.headers.cookie));
      if (indexHtml) return sendPage(request, reply, indexHtml, null, request.url, undefined, signedInHead, 200);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}

/**
 * A page's index.html with its meta (or unchanged, with 404, when a public page's record does not exist; `status`
 * says otherwise for the other pages) and the response's script nonce, compressed here because it differs per
 * response: brotli at a fast level, else gzip, else plain. Never cached (ADR 0033).
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
  meta: Awaited<ReturnType<PageMetaResolver>>,
  pathname: string,
  publicUrl?: string,
  extraHead?: string,
  status?: number,
) {
  const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
  const page = meta
    ? renderPageHead(indexHtml, meta, origin, pathname, extraHead)
    : extraHead
      ? indexHtml.replace(/<\/head>/i, () => `    ${extraHead}\n  </head>`)
      : indexHtml;
  const html = withScriptNonce(page, cspNonceOf(reply.raw));
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status ?? (meta ? 200 : 404))
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
